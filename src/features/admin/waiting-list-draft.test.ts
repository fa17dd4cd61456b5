import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WaitingListRules } from '../../api/contract/waiting-list.ts';
import {
  toWaitingListBody,
  waitingListDraftOf,
  waitingListIssues,
  type WaitingListDraft,
} from './waiting-list-draft.ts';

const saved: WaitingListRules = {
  mode: 'promote',
  offerWindow: { kind: 'share', percent: 25 },
  quietHours: null,
  promoteAtOnceMinutes: 120,
};
const draft = (patch: Partial<WaitingListDraft>): WaitingListDraft => ({ ...waitingListDraftOf(saved), ...patch });

describe('the waiting-list form', () => {
  it('sends what the admin set in offer mode, as the contract reads it', () => {
    const body = toWaitingListBody(
      draft({ mode: 'offer', windowUnit: 'minutes', windowMinutes: '30', quietFrom: '22:00', quietTo: '07:00:00' }),
      saved,
    );
    expect(v.parse(WaitingListRules, body)).toEqual({
      mode: 'offer',
      offerWindow: { kind: 'fixed', minutes: 30 },
      quietHours: { from: '22:00', to: '07:00' },
      promoteAtOnceMinutes: 120,
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
});
