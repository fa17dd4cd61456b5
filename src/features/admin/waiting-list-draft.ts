import type { FieldIssue } from '../../api/contract/field-issues.ts';
import { trainingTypes, type TrainingType } from '../../api/contract/schedule.ts';
import type { TypeWaitingRules, WaitingListRules } from '../../api/contract/waiting-list.ts';
import { readTimeInput } from './native-inputs.ts';

/**
 * How freed places go, as the admin types it: the mode, and the reply window and promote-at-once time that act on
 * offers. The club's rules have one; so has each type of class with rules of its own. Numbers are kept as the
 * inputs hold them, so nothing typed is lost to a bad value; the window keeps a value per unit, so switching the
 * unit back finds it.
 */
export type WaitingModeDraft = {
  mode: WaitingListRules['mode'];
  windowUnit: 'minutes' | 'percent';
  windowMinutes: string;
  windowPercent: string;
  promoteAtOnceMinutes: string;
};

/** A type of class on rules of its own (its quiet hours are the club's). */
export type TypeRulesDraft = WaitingModeDraft & { trainingType: TrainingType };

/** A club's waiting-list rules as the admin types them. */
export type WaitingListDraft = WaitingModeDraft & {
  quietFrom: string;
  quietTo: string;
  byType: TypeRulesDraft[];
  /** together-groups: strict order, or those behind a group too big for the free places go first */
  strictOrder: boolean;
};

/** The inputs a refusal can point at; `byType` is the type rules as a whole (the server names no one type). */
export type WaitingListField =
  'mode' | 'window' | 'quietFrom' | 'quietTo' | 'promoteAtOnceMinutes' | 'byType' | 'strictOrder';

/** What is wrong with one input: a value is missing, is not a number or time, or is out of its range. */
export type WaitingListIssue =
  | { field: WaitingListField; problem: 'required' | 'invalid' | 'range' }
  | { field: 'quietFrom' | 'quietTo'; problem: 'bothOrNone' | 'noLength' };

type ModeRules = Pick<WaitingListRules, 'mode' | 'offerWindow' | 'promoteAtOnceMinutes'>;

function modeDraftOf(rules: ModeRules): WaitingModeDraft {
  const w = rules.offerWindow;
  return {
    mode: rules.mode,
    windowUnit: w.kind === 'fixed' ? 'minutes' : 'percent',
    windowMinutes: w.kind === 'fixed' ? String(w.minutes) : '',
    windowPercent: w.kind === 'share' ? String(w.percent) : '',
    promoteAtOnceMinutes: String(rules.promoteAtOnceMinutes),
  };
}

const typeRulesDraftOf = (rules: TypeWaitingRules): TypeRulesDraft => ({
  trainingType: rules.trainingType,
  ...modeDraftOf(rules),
});

export function waitingListDraftOf(rules: WaitingListRules): WaitingListDraft {
  return {
    ...modeDraftOf(rules),
    quietFrom: rules.quietHours?.from ?? '',
    quietTo: rules.quietHours?.to ?? '',
    byType: rules.byType.map(typeRulesDraftOf),
    strictOrder: rules.strictOrder,
  };
}

/** Whether two drafts hold the same inputs. */
export function sameDraft(a: WaitingListDraft, b: WaitingListDraft): boolean {
  const same = <T extends object>(x: T, y: T, keys: (keyof T)[]) => keys.every((key) => x[key] === y[key]);
  const club = (Object.keys(a) as (keyof WaitingListDraft)[]).filter((key) => key !== 'byType');
  return (
    same(a, b, club) &&
    a.byType.length === b.byType.length &&
    a.byType.every((rules, i) => same(rules, b.byType[i]!, Object.keys(rules) as (keyof TypeRulesDraft)[]))
  );
}

/** The types of class without rules of their own yet, in the types' order. */
export const typesWithoutRules = (draft: WaitingListDraft): TrainingType[] =>
  trainingTypes.filter((type) => !draft.byType.some((rules) => rules.trainingType === type));

/** The draft with rules of its own for `type`, starting from the club's as typed; the list kept in the types' order. */
export function withTypeRules(draft: WaitingListDraft, type: TrainingType): TypeRulesDraft[] {
  const { mode, windowUnit, windowMinutes, windowPercent, promoteAtOnceMinutes } = draft;
  const added = { trainingType: type, mode, windowUnit, windowMinutes, windowPercent, promoteAtOnceMinutes };
  const order = (rules: TypeRulesDraft) => trainingTypes.indexOf(rules.trainingType);
  return [...draft.byType.filter((rules) => rules.trainingType !== type), added].sort((x, y) => order(x) - order(y));
}

/** An empty input sends no value (the server says it is required); anything else goes as typed, for it to judge. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** A time input's 'HH:MM' (seconds some engines add dropped), or what was typed where there is no picker. */
const timeOf = (text: string): string => {
  const reading = readTimeInput(text);
  return reading.kind === 'set' ? reading.value : text.trim();
};

/**
 * The mode, window and promote-at-once time of a body. The window and the time only act on offers: in "promote at
 * once" mode they are not on screen, so the stored ones (`saved`) go back unchanged rather than values the admin
 * cannot see.
 */
function modeBody(draft: WaitingModeDraft, saved: Omit<ModeRules, 'mode'>): Record<string, unknown> {
  if (draft.mode !== 'offer')
    return { mode: draft.mode, offerWindow: saved.offerWindow, promoteAtOnceMinutes: saved.promoteAtOnceMinutes };
  return {
    mode: draft.mode,
    offerWindow:
      draft.windowUnit === 'minutes'
        ? { kind: 'fixed', minutes: numberOf(draft.windowMinutes) }
        : { kind: 'share', percent: numberOf(draft.windowPercent) },
    promoteAtOnceMinutes: numberOf(draft.promoteAtOnceMinutes),
  };
}

/**
 * The body of PUT /admin/club/{id}/waiting-list (unchecked: the server decides). A type's hidden offer settings
 * are its stored ones, or the club's for a type new to the list.
 */
export function toWaitingListBody(draft: WaitingListDraft, saved: WaitingListRules): Record<string, unknown> {
  const [from, to] = [timeOf(draft.quietFrom), timeOf(draft.quietTo)];
  return {
    ...modeBody(draft, saved),
    // both empty: no quiet hours; one of them alone is for the server to refuse
    quietHours:
      from === '' && to === '' ? null : { from: from === '' ? undefined : from, to: to === '' ? undefined : to },
    byType: draft.byType.map((rules) => ({
      trainingType: rules.trainingType,
      ...modeBody(rules, saved.byType.find((s) => s.trainingType === rules.trainingType) ?? saved),
    })),
    strictOrder: draft.strictOrder,
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
      case 'byType':
        return [{ field: 'byType', problem: 'invalid' }];
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
