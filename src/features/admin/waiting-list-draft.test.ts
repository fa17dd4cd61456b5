import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WaitingListRules } from '../../api/contract/waiting-list.ts';
import {
  sameDraft,
  toWaitingListBody,
  typesWithoutRules,
  withTypeRules,
  waitingListDraftOf,
  waitingListIssues,
  type WaitingListDraft,
} from './waiting-list-draft.ts';

const saved: WaitingListRules = {
  mode: 'promote',
  offerWindow: { kind: 'share', percent: 25 },
  quietHours: null,
  promoteAtOnceMinutes: 120,
  byType: [],
  strictOrder: false,
};
const draft = (patch: Partial<WaitingListDraft>): WaitingListDraft => ({ ...waitingListDraftOf(saved), ...patch });

describe('the waiting-list form', () => {
  it('sends what the admin set in offer mode, as the contract reads it', () => {
    const body = toWaitingListBody(
      draft({
        mode: 'offer',
        windowUnit: 'minutes',
        windowMinutes: '30',
        quietFrom: '22:00',
        quietTo: '07:00:00',
        strictOrder: true,
      }),
      saved,
    );
    expect(v.parse(WaitingListRules, body)).toEqual({
      mode: 'offer',
      offerWindow: { kind: 'fixed', minutes: 30 },
      quietHours: { from: '22:00', to: '07:00' },
      promoteAtOnceMinutes: 120,
      byType: [],
      strictOrder: true,
    });
    // the share stays the draft's while minutes are chosen, so switching back finds it
    expect(toWaitingListBody(draft({ mode: 'offer', windowMinutes: '30' }), saved).offerWindow).toEqual({
      kind: 'share',
      percent: 25,
    });
  });

  it('in "promote at once" mode sends back the stored offer settings, not hidden edits', () => {
    const body = toWaitingListBody(
      draft({ windowUnit: 'minutes', windowMinutes: '0', promoteAtOnceMinutes: '' }),
      saved,
    );
    expect(v.parse(WaitingListRules, body)).toEqual(saved);
  });

  it('reads a stored fixed window and quiet hours back into the inputs', () => {
    expect(
      waitingListDraftOf({
        ...saved,
        offerWindow: { kind: 'fixed', minutes: 45 },
        quietHours: { from: '21:30', to: '06:00' },
      }),
    ).toEqual({
      mode: 'promote',
      windowUnit: 'minutes',
      windowMinutes: '45',
      windowPercent: '',
      quietFrom: '21:30',
      quietTo: '06:00',
      promoteAtOnceMinutes: '120',
      byType: [],
      strictOrder: false,
    });
  });

  it("places the server's refusals on the inputs that were wrong", () => {
    const sent = draft({ mode: 'offer', windowUnit: 'minutes', windowMinutes: '0', promoteAtOnceMinutes: '' });
    expect(
      waitingListIssues(
        [
          { field: 'offerWindow', key: 'invalid' },
          { field: 'promoteAtOnceMinutes', key: 'fieldRequired' },
          { field: 'somethingElse', key: 'invalid' },
        ],
        sent,
      ),
    ).toEqual([
      { field: 'window', problem: 'range' },
      { field: 'promoteAtOnceMinutes', problem: 'required' },
    ]);
    const quiet = (quietFrom: string, quietTo: string) =>
      waitingListIssues([{ field: 'quietHours', key: 'invalid' }], draft({ quietFrom, quietTo }));
    expect(quiet('', '07:00')).toEqual([{ field: 'quietFrom', problem: 'bothOrNone' }]);
    expect(quiet('22:00', '')).toEqual([{ field: 'quietTo', problem: 'bothOrNone' }]);
    expect(quiet('22:00', '22:00')).toEqual([{ field: 'quietTo', problem: 'noLength' }]);
    expect(quiet('22.00', '7')).toEqual([
      { field: 'quietFrom', problem: 'invalid' },
      { field: 'quietTo', problem: 'invalid' },
    ]);
  });

  it('sends one quiet time alone for the server to refuse, and none when both are empty', () => {
    expect(toWaitingListBody(draft({ quietFrom: '22:00' }), saved).quietHours).toEqual({
      from: '22:00',
      to: undefined,
    });
    expect(toWaitingListBody(draft({}), saved).quietHours).toBeNull();
  });

  describe('rules of a type of class', () => {
    const withPool: WaitingListRules = {
      ...saved,
      byType: [
        { trainingType: 'pool', mode: 'offer', offerWindow: { kind: 'fixed', minutes: 30 }, promoteAtOnceMinutes: 0 },
      ],
    };

    it('adds a type with the club rules as typed, in the types order, among the types not yet set', () => {
      const club = { ...waitingListDraftOf(withPool), mode: 'offer' as const, windowMinutes: '45' };
      expect(typesWithoutRules(club)).toEqual(['group', 'gym', 'other', 'personal']);
      const byType = withTypeRules(club, 'gym');
      expect(byType.map((r) => r.trainingType)).toEqual(['gym', 'pool']);
      expect(byType[0]).toEqual({
        trainingType: 'gym',
        mode: 'offer',
        windowUnit: 'percent',
        windowMinutes: '45',
        windowPercent: '25',
        promoteAtOnceMinutes: '120',
      });
      expect(typesWithoutRules({ ...club, byType })).toEqual(['group', 'other', 'personal']);
      expect(sameDraft(club, { ...club, byType })).toBe(false);
    });

    it('sends each type with its own settings, a type in "promote" mode with its stored or the club offer settings', () => {
      const d = waitingListDraftOf(withPool);
      const pool = { ...d.byType[0]!, mode: 'promote' as const, windowMinutes: '1' };
      const group = { ...d.byType[0]!, trainingType: 'group' as const, mode: 'promote' as const };
      const gym = {
        ...d.byType[0]!,
        trainingType: 'gym' as const,
        windowUnit: 'percent' as const,
        windowPercent: '10',
      };
      const body = toWaitingListBody({ ...d, byType: [group, gym, pool] }, withPool);
      expect(v.parse(WaitingListRules, body).byType).toEqual([
        // new to the list: the club's stored offer settings
        {
          trainingType: 'group',
          mode: 'promote',
          offerWindow: { kind: 'share', percent: 25 },
          promoteAtOnceMinutes: 120,
        },
        { trainingType: 'gym', mode: 'offer', offerWindow: { kind: 'share', percent: 10 }, promoteAtOnceMinutes: 0 },
        // its own stored ones, not the hidden edit
        { trainingType: 'pool', mode: 'promote', offerWindow: { kind: 'fixed', minutes: 30 }, promoteAtOnceMinutes: 0 },
      ]);
      // removed: the list sent without it, which the server takes as the whole set
      expect(toWaitingListBody({ ...d, byType: [] }, withPool).byType).toEqual([]);
    });

    it('reads the stored type rules back, and sees an edit in one of them', () => {
      const d = waitingListDraftOf(withPool);
      expect(d.byType).toEqual([
        {
          trainingType: 'pool',
          mode: 'offer',
          windowUnit: 'minutes',
          windowMinutes: '30',
          windowPercent: '',
          promoteAtOnceMinutes: '0',
        },
      ]);
      expect(sameDraft(d, waitingListDraftOf(withPool))).toBe(true);
      expect(sameDraft(d, { ...d, byType: [{ ...d.byType[0]!, windowMinutes: '31' }] })).toBe(false);
    });

    it('places a refusal of the type rules on their section', () => {
      expect(waitingListIssues([{ field: 'byType', key: 'invalid' }], waitingListDraftOf(withPool))).toEqual([
        { field: 'byType', problem: 'invalid' },
      ]);
    });
  });
});
