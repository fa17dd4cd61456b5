import type { FieldIssue } from '../../api/contract/field-issues.ts';
import { STRIKE_BOUNDS, type StrikeSettings } from '../../api/contract/strikes.ts';

/** The numbers of the strike rules, each an input of the form. */
export const strikeNumberFields = [
  'noShowGraceMinutes',
  'lateCancelHours',
  'limit',
  'windowDays',
  'blockDays',
] as const;
export type StrikeNumberField = (typeof strikeNumberFields)[number];

/** A club's strike rules as the admin types them: the numbers as the inputs hold them, so nothing typed is lost. */
export type StrikeSettingsDraft = {
  enabled: boolean;
  forgiveFirst: boolean;
} & Record<StrikeNumberField, string>;

/** What is wrong with one number: missing, or not a whole number within its bounds (STRIKE_BOUNDS). */
export type StrikeSettingsIssue = { field: StrikeNumberField; problem: 'required' | 'range' };

export function strikeDraftOf(s: StrikeSettings): StrikeSettingsDraft {
  return {
    enabled: s.enabled,
    forgiveFirst: s.forgiveFirst,
    noShowGraceMinutes: String(s.noShowGraceMinutes),
    lateCancelHours: String(s.lateCancelHours),
    limit: String(s.limit),
    windowDays: String(s.windowDays),
    blockDays: String(s.blockDays),
  };
}

export function sameStrikeDraft(a: StrikeSettingsDraft, b: StrikeSettingsDraft): boolean {
  return (Object.keys(a) as (keyof StrikeSettingsDraft)[]).every((key) => a[key] === b[key]);
}

/**
 * The body of PUT /admin/club/{id}/strikes, unchecked (the server decides): an empty input sends no value. With
 * the rules off the numbers are not on screen, so the stored ones (`saved`) go back rather than values unseen.
 */
export function toStrikeBody(draft: StrikeSettingsDraft, saved: StrikeSettings): Record<string, unknown> {
  const numbers = Object.fromEntries(
    strikeNumberFields.map((field) => [
      field,
      !draft.enabled ? saved[field] : draft[field].trim() === '' ? undefined : Number(draft[field]),
    ]),
  );
  return { enabled: draft.enabled, forgiveFirst: draft.enabled ? draft.forgiveFirst : saved.forgiveFirst, ...numbers };
}

/** The server's field refusals (`limit.invalid` …) on the inputs that were sent; a field the form lacks is left out. */
export function strikeIssues(
  refusals: readonly FieldIssue<string>[],
  sent: StrikeSettingsDraft,
): StrikeSettingsIssue[] {
  return refusals.flatMap((refusal): StrikeSettingsIssue[] => {
    const field = strikeNumberFields.find((f) => f === refusal.field);
    if (!field) return [];
    const missing = refusal.key === 'fieldRequired' || sent[field].trim() === '';
    return [{ field, problem: missing ? 'required' : 'range' }];
  });
}

/** The bounds of one number, for the input and the message. */
export const boundsOf = (field: StrikeNumberField) => STRIKE_BOUNDS[field];
