import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '../api/contract/tenant.ts';
import { formatDateEntry, parseDateEntry } from '../lib/date-entry.ts';
import { useLanguage } from '../state/language.ts';

/** Why a typed date counts as not set: nothing typed, or no real date. */
export type DateEntryIssue = 'empty' | 'invalid';

/** What is wrong with the typed text, or null for a real date in the language's format. */
export function dateEntryIssue(text: string, language: Language): DateEntryIssue | null {
  if (text.trim() === '') return 'empty';
  return parseDateEntry(text, language) === null ? 'invalid' : null;
}

/**
 * A date field in the app language's format ("22.11.2026"), for a 'YYYY-MM-DD' value: what the member
 * types counts once it is a real date. Text that is no date never reaches the value (the value keeps the
 * last good date); leaving the field with it keeps it on screen and reports the issue through
 * `onIssueChange`, so the field can say so. Put it inside a Fluent Field, which labels it (or use DateField).
 */
export function DateInput({
  value,
  onValueChange,
  onIssueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
  onIssueChange?: (issue: DateEntryIssue | null) => void;
}) {
  const language = useLanguage();
  const shown = formatDateEntry(value, language);
  const [text, setText] = useState(shown);
  const [source, setSource] = useState({ value, language });
  // a new value from outside (or a new language) replaces what is typed (state adjusted during render)
  if (source.value !== value || source.language !== language) {
    setSource({ value, language });
    if (parseDateEntry(text, language) !== value) setText(shown);
  }
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={formatDateEntry('2026-12-31', language)}
      value={text}
      onChange={(_, data) => {
        setText(data.value);
        const parsed = parseDateEntry(data.value, language);
        if (parsed !== null) onIssueChange?.(null);
        if (parsed !== null && parsed !== value) onValueChange(parsed);
      }}
      onBlur={() => {
        const issue = dateEntryIssue(text, language);
        if (onIssueChange) onIssueChange(issue);
        // without a field to say what is wrong, the last good date comes back
        else if (issue) setText(shown);
      }}
    />
  );
}

/** A labelled DateInput that says when what was left in it is not a date; `error` is the form's own issue. */
export function DateField({
  label,
  value,
  onValueChange,
  error,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [issue, setIssue] = useState<DateEntryIssue | null>(null);
  const example = formatDateEntry('2026-12-31', language);
  const message =
    issue === 'empty'
      ? t`Enter a date, e.g. ${example}`
      : issue === 'invalid'
        ? t`Not a date: enter it as ${example}`
        : error;
  return (
    <Field label={label} validationState={message ? 'error' : 'none'} validationMessage={message}>
      <DateInput value={value} onValueChange={onValueChange} onIssueChange={setIssue} />
    </Field>
  );
}
