import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import { formatDateEntry, parseDateEntry } from '../lib/date-entry.ts';
import { useLanguage } from '../state/language.ts';

/**
 * A date field in the app language's format ("22.11.2026"), for a 'YYYY-MM-DD' value: what the member
 * types counts once it is a real date; leaving the field with anything else puts the last good date back.
 * Put it inside a Fluent Field, which labels it.
 */
export function DateInput({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
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
        if (parsed !== null && parsed !== value) onValueChange(parsed);
      }}
      onBlur={() => setText(formatDateEntry(value, language))}
    />
  );
}
