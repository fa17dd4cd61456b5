import type { FieldIssue } from '../../api/contract/field-issues.ts';
import type { StandingRules } from '../../api/contract/standing.ts';

/** The numbers of the standing-booking rules, each an input of the form. */
export const standingNumberFields = ['sharePercent', 'noShowLimit'] as const;
export type StandingNumberField = (typeof standingNumberFields)[number];

/**
 * A club's standing-booking rules as the admin types them: the numbers as the inputs hold them, so nothing typed
 * is lost, and whether no-shows stop a standing booking at all (the limit's null is "never").
 */
export type StandingRulesDraft = { stopOnNoShows: boolean } & Record<StandingNumberField, string>;

/** What is wrong with one number: missing, or not a whole number within its bounds (STANDING_BOUNDS). */
export type StandingRulesIssue = { field: StandingNumberField; problem: 'required' | 'range' };

/** The bounds the contract (StandingRules) holds each number to, for the input and the message. */
export const STANDING_BOUNDS: Record<StandingNumberField, { min: number; max: number }> = {
  sharePercent: { min: 0, max: 100 },
  noShowLimit: { min: 1, max: 50 },
};

/** The limit an admin turning the stop on starts from, when the club had none. */
const suggestedNoShowLimit = 3;

export function standingDraftOf(rules: StandingRules): StandingRulesDraft {
  return {
    sharePercent: String(rules.sharePercent),
    stopOnNoShows: rules.noShowLimit !== null,
    noShowLimit: String(rules.noShowLimit ?? suggestedNoShowLimit),
  };
}

export function sameStandingDraft(a: StandingRulesDraft, b: StandingRulesDraft): boolean {
  return (Object.keys(a) as (keyof StandingRulesDraft)[]).every((key) => a[key] === b[key]);
}

const numberOrNothing = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

/** The body of PUT /admin/club/{id}/standing-bookings, unchecked (the server decides): an empty input sends no value. */
export function toStandingBody(draft: StandingRulesDraft): Record<string, unknown> {
  return {
    sharePercent: numberOrNothing(draft.sharePercent),
    noShowLimit: draft.stopOnNoShows ? numberOrNothing(draft.noShowLimit) : null,
  };
}

/** The server's field refusals (`sharePercent.invalid` …) on the inputs that were sent; other fields are left out. */
export function standingIssues(
  refusals: readonly FieldIssue<string>[],
  sent: StandingRulesDraft,
): StandingRulesIssue[] {
  return refusals.flatMap((refusal): StandingRulesIssue[] => {
    const field = standingNumberFields.find((f) => f === refusal.field);
    if (!field) return [];
    const missing = refusal.key === 'fieldRequired' || sent[field].trim() === '';
    return [{ field, problem: missing ? 'required' : 'range' }];
  });
}

/**
 * How many of a class's places standing bookings may take at this share: rounded down, as the server counts
 * (50 % of 15 is 7). Undefined while the typed share is not a share.
 */
export function standingPlaces(sharePercent: string, places: number): number | undefined {
  const share = Number(sharePercent);
  if (sharePercent.trim() === '' || !Number.isInteger(share) || share < 0 || share > 100) return undefined;
  return Math.floor((places * share) / 100);
}
