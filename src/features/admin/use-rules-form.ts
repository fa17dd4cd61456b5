import { useId, useState, type FormEvent } from 'react';
import type { UseMutateFunction } from '@tanstack/react-query';
import type { FieldIssue } from '../../api/contract/field-issues.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { failureText } from '../../i18n/error-messages.ts';
import { useReachable } from '../../lib/online.ts';

/** A refusal: its issues, judged on the draft that was sent, and a failure no field shows (the connection's, the server's). */
type RulesRefusal<Draft, Issue> = { issues: Issue[]; sent: Draft; general?: string | undefined };

/** What a club-rules form (waiting lists, strikes, weekly bookings) knows of its rules. */
type RulesFormSpec<Rules, Draft extends object, Issue extends { field: string }> = {
  /** The rules as the server last gave them. */
  saved: Rules;
  save: { isPending: boolean; mutate: UseMutateFunction<Rules, Error, Record<string, unknown>> };
  draftOf: (rules: Rules) => Draft;
  sameDraft: (a: Draft, b: Draft) => boolean;
  toBody: (draft: Draft, saved: Rules) => Record<string, unknown>;
  issuesOf: (refusals: readonly FieldIssue<string>[], sent: Draft) => Issue[];
  /** The field whose refusal a change of this draft key clears; by default the key itself. */
  fieldOf?: (key: keyof Draft) => string;
};

/**
 * A club-rules form's state: the draft, a refusal's issues until their input changes, "Saved" until the next change,
 * and newer rules from the server (the kept copy read afresh, another admin's save) replacing an untouched draft
 * while the admin's own edits stay.
 */
export function useRulesForm<Rules, Draft extends object, Issue extends { field: string }>({
  saved,
  save,
  draftOf,
  sameDraft,
  toBody,
  issuesOf,
  fieldOf = String,
}: RulesFormSpec<Rules, Draft, Issue>) {
  const reachable = useReachable();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (sameDraft(draft, draftOf(base))) setDraft(draftOf(saved));
  }
  const [refused, setRefused] = useState<RulesRefusal<Draft, Issue> | null>(null);
  const [done, setDone] = useState(false);

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(false);
    const touched = new Set((Object.keys(patch) as (keyof Draft)[]).map(fieldOf));
    setRefused((r) => r && { ...r, issues: r.issues.filter((issue) => !touched.has(issue.field)) });
  };
  const issueOf = (field: Issue['field']): Issue | undefined => refused?.issues.find((i) => i.field === field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !reachable) return;
    const formElement = event.currentTarget as HTMLFormElement;
    const sent = draft;
    setRefused(null);
    setDone(false);
    save.mutate(toBody(sent, saved), {
      onSuccess: (rules) => {
        setDraft(draftOf(rules));
        setDone(true);
      },
      onError: (error) => {
        const issues = issuesOf(serverFieldIssues(error), sent);
        setRefused({ issues, sent, general: issues.length === 0 ? failureText(error) : undefined });
        // after the render that shows the messages, take the keyboard to the first wrong field
        requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    });
  };

  return { id, draft, change, issueOf, refused, done, submit, reachable, pending: save.isPending };
}
