import type { FieldIssue } from '../../api/contract/field-issues.ts';
import type { WaitingListRules } from '../../api/contract/waiting-list.ts';
import { readTimeInput } from './native-inputs.ts';

/**
 * A club's waiting-list rules as the admin types them: numbers and times as the inputs hold them, so nothing typed
 * is lost to a bad value. The reply window keeps a value per unit, so switching the unit back finds it.
 */
export type WaitingListDraft = {
  mode: WaitingListRules['mode'];
  windowUnit: 'minutes' | 'percent';
  windowMinutes: string;
  windowPercent: string;
  quietFrom: string;
  quietTo: string;
  promoteAtOnceMinutes: string;
};

/** The inputs a refusal can point at. */
export type WaitingListField = 'mode' | 'window' | 'quietFrom' | 'quietTo' | 'promoteAtOnceMinutes';

/** What is wrong with one input: a value is missing, is not a number or time, or is out of its range. */
export type WaitingListIssue =
  | { field: WaitingListField; problem: 'required' | 'invalid' | 'range' }
  | { field: 'quietFrom' | 'quietTo'; problem: 'bothOrNone' | 'noLength' };

export function waitingListDraftOf(rules: WaitingListRules): WaitingListDraft {
  const w = rules.offerWindow;
  return {
    mode: rules.mode,
    windowUnit: w.kind === 'fixed' ? 'minutes' : 'percent',
    windowMinutes: w.kind === 'fixed' ? String(w.minutes) : '',
    windowPercent: w.kind === 'share' ? String(w.percent) : '',
    quietFrom: rules.quietHours?.from ?? '',
    quietTo: rules.quietHours?.to ?? '',
    promoteAtOnceMinutes: String(rules.promoteAtOnceMinutes),
  };
}

/** Whether two drafts hold the same inputs. */
export function sameDraft(a: WaitingListDraft, b: WaitingListDraft): boolean {
  return (Object.keys(a) as (keyof WaitingListDraft)[]).every((key) => a[key] === b[key]);
}

/** An empty input sends no value (the server says it is required); anything else goes as typed, for it to judge. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** A time input's 'HH:MM' (seconds some engines add dropped), or what was typed where there is no picker. */
const timeOf = (text: string): string => {
  const reading = readTimeInput(text);
  return reading.kind === 'set' ? reading.value : text.trim();
};

/**
 * The body of PUT /admin/club/{id}/waiting-list (unchecked: the server decides). The reply window and the
 * promote-at-once time only act on offers: in "promote at once" mode they are not on screen, so the stored ones
 * (`saved`) go back unchanged rather than values the admin cannot see.
 */
export function toWaitingListBody(draft: WaitingListDraft, saved: WaitingListRules): Record<string, unknown> {
  const [from, to] = [timeOf(draft.quietFrom), timeOf(draft.quietTo)];
  const offerOnly =
    draft.mode === 'offer'
      ? {
          offerWindow:
            draft.windowUnit === 'minutes'
              ? { kind: 'fixed', minutes: numberOf(draft.windowMinutes) }
              : { kind: 'share', percent: numberOf(draft.windowPercent) },
          promoteAtOnceMinutes: numberOf(draft.promoteAtOnceMinutes),
        }
      : { offerWindow: saved.offerWindow, promoteAtOnceMinutes: saved.promoteAtOnceMinutes };
  return {
    mode: draft.mode,
    ...offerOnly,
    // both empty: no quiet hours; one of them alone is for the server to refuse
    quietHours:
      from === '' && to === '' ? null : { from: from === '' ? undefined : from, to: to === '' ? undefined : to },
  };
}

/**
 * The server's field refusals (`offerWindow.invalid` …) placed on the inputs that were sent: quiet hours point at
 * the time that is missing, repeats the start or is not a time. A field the form does not know is left out (the
 * form says the refusal as a whole).
 */
export function waitingListIssues(refusals: readonly FieldIssue<string>[], sent: WaitingListDraft): WaitingListIssue[] {
  return refusals.flatMap((refusal): WaitingListIssue[] => {
    const missing = refusal.key === 'fieldRequired';
    switch (refusal.field) {
      case 'offerWindow': {
        const typed = sent.windowUnit === 'minutes' ? sent.windowMinutes : sent.windowPercent;
        return [{ field: 'window', problem: missing || typed.trim() === '' ? 'required' : 'range' }];
      }
      case 'promoteAtOnceMinutes':
        return [
          {
            field: 'promoteAtOnceMinutes',
            problem: missing || sent.promoteAtOnceMinutes.trim() === '' ? 'required' : 'range',
          },
        ];
      case 'quietHours':
        return quietHoursIssues(sent);
      default:
        return [];
    }
  });
}

function quietHoursIssues(sent: WaitingListDraft): WaitingListIssue[] {
  const [from, to] = [timeOf(sent.quietFrom), timeOf(sent.quietTo)];
  if (from === '') return [{ field: 'quietFrom', problem: 'bothOrNone' }];
  if (to === '') return [{ field: 'quietTo', problem: 'bothOrNone' }];
  const wrong: WaitingListIssue[] = [];
  if (readTimeInput(from).kind !== 'set') wrong.push({ field: 'quietFrom', problem: 'invalid' });
  if (readTimeInput(to).kind !== 'set') wrong.push({ field: 'quietTo', problem: 'invalid' });
  if (wrong.length > 0) return wrong;
  return [{ field: 'quietTo', problem: 'noLength' }];
}
