import { describe, expect, it } from 'vitest';
import { addRunningTime, isQuiet, placementOfFreedPlace, quietEnd, type WaitingRules } from './waiting-rules.ts';

const rules: WaitingRules = {
  mode: 'offer',
  windowMinutes: 60,
  windowPercent: null,
  quietFrom: '22:00',
  quietTo: '07:00',
  atOnceMinutes: 120,
  timeZone: 'Europe/Tallinn',
};
const MIN = 60_000;
const at = (iso: string) => new Date(iso);

describe('quiet hours in the club zone', () => {
  it('end at the wall clock, also across the spring change (Tallinn 29 March 2026, 03:00 → 04:00)', () => {
    // 23:00 at UTC+2; 07:00 the next morning is at UTC+3
    expect(isQuiet(rules, at('2026-03-28T21:00:00Z'))).toBe(true);
    expect(quietEnd(rules, at('2026-03-28T21:00:00Z'))).toEqual(at('2026-03-29T04:00:00Z'));
    expect(addRunningTime(rules, at('2026-03-28T21:00:00Z'), 60 * MIN)).toEqual(at('2026-03-29T05:00:00Z'));
  });

  it('stop a window and let it run on when they end', () => {
    // 21:30 local: 30 minutes before the quiet hours, the other 90 from 07:00
    expect(addRunningTime(rules, at('2026-03-11T19:30:00Z'), 120 * MIN)).toEqual(at('2026-03-12T06:30:00Z'));
    // outside them a window just runs
    expect(addRunningTime(rules, at('2026-03-11T08:00:00Z'), 60 * MIN)).toEqual(at('2026-03-11T09:00:00Z'));
  });

  it('can lie within one day', () => {
    const lunch = { ...rules, quietFrom: '12:00', quietTo: '13:00' };
    expect(isQuiet(lunch, at('2026-03-11T10:30:00Z'))).toBe(true);
    expect(isQuiet(lunch, at('2026-03-11T11:00:00Z'))).toBe(false);
  });
});

describe('a freed place', () => {
  const now = at('2026-03-11T08:00:00Z');
  it('is promoted in promote mode and within the promote-at-once time', () => {
    expect(placementOfFreedPlace({ ...rules, mode: 'promote' }, at('2026-03-13T08:00:00Z'), now)).toEqual({
      kind: 'promote',
    });
    expect(placementOfFreedPlace(rules, at('2026-03-11T09:59:00Z'), now)).toEqual({ kind: 'promote' });
  });

  it('is promoted when quiet hours would leave no window before the promote-at-once time', () => {
    // 23:00 local; class at 08:30 local: at once from 06:30, the window could start only at 07:00
    expect(placementOfFreedPlace(rules, at('2026-03-12T06:30:00Z'), at('2026-03-11T21:00:00Z'))).toEqual({
      kind: 'promote',
    });
  });

  it('is offered until the window ends, cut at the promote-at-once time', () => {
    expect(placementOfFreedPlace(rules, at('2026-03-13T08:00:00Z'), now)).toEqual({
      kind: 'offer',
      noticeAt: now,
      expiresAt: at('2026-03-11T09:00:00Z'),
    });
    expect(placementOfFreedPlace({ ...rules, windowMinutes: 240 }, at('2026-03-11T12:00:00Z'), now)).toEqual({
      kind: 'offer',
      noticeAt: now,
      expiresAt: at('2026-03-11T10:00:00Z'),
    });
  });
});
