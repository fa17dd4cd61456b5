import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../api/contract/admin.ts';
import { OUTBOX_PAGE } from '../../api/contract/admin.ts';
import { buildTraining } from '../../test-support/build-training.ts';
import { todaySummary } from './today-summary.ts';

// 10:00 in Tallinn on Saturday 21 November
const now = Date.parse('2026-11-21T08:00:00Z');

const notice = (id: number, sent: boolean): OutboxEntry => ({
  id,
  kind: 'cancelled',
  recipient: 'Kati',
  phone: '+3725550000',
  text: 'Cancelled',
  trainingId: null,
  createdAt: '2026-11-21T07:00:00.000Z',
  sentAt: sent ? '2026-11-21T07:01:00.000Z' : null,
});

describe("the admin's today", () => {
  it("counts today's classes in the club's day, by start, and fills from those held", () => {
    const summary = todaySummary(
      [
        buildTraining({ id: 2, startDateTime: '2026-11-21T15:00:00Z', bookedCount: 5, maxPlaces: 10 }),
        buildTraining({ id: 1, startDateTime: '2026-11-21T06:00:00Z', bookedCount: 10, maxPlaces: 10 }),
        buildTraining({ id: 3, startDateTime: '2026-11-21T09:00:00Z', isCancelled: true, bookedCount: 0 }),
        // 00:30 on Sunday in Tallinn: tomorrow there, though still Saturday in UTC
        buildTraining({ id: 4, startDateTime: '2026-11-21T22:30:00Z' }),
      ],
      [notice(1, false), notice(2, true), notice(3, false)],
      now,
    );
    expect(summary.classes.map((t) => t.id)).toEqual([1, 3, 2]);
    expect(summary).toMatchObject({ cancelled: 1, booked: 15, places: 20, fillPercent: 75, unsent: 2 });
    expect(summary.unsentAtLeast).toBe(false);
  });

  it('says "at least" when the newest page of the outbox is all unsent', () => {
    const page = Array.from({ length: OUTBOX_PAGE }, (_, i) => notice(i, false));
    expect(todaySummary([], page, now)).toMatchObject({ unsent: OUTBOX_PAGE, unsentAtLeast: true, fillPercent: null });
  });
});
