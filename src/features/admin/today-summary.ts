import type { OutboxEntry } from '../../api/contract/admin.ts';
import { OUTBOX_PAGE } from '../../api/contract/admin.ts';
import type { Training } from '../../api/contract/schedule.ts';
import { dayInZone } from '../../common/calendar.ts';

export type TodaySummary = {
  /** today's classes in each club's own day, by start */
  classes: Training[];
  cancelled: number;
  booked: number;
  places: number;
  /** booked of places of the classes that take place, in whole percent; null without any place */
  fillPercent: number | null;
  /** notices the gateway has not sent; `unsentAtLeast` when the outbox page was full of them (there may be more) */
  unsent: number;
  unsentAtLeast: boolean;
};

/** Today at the club, from the admin's schedule of the day and the outbox's newest page. */
export function todaySummary(
  trainings: readonly Training[],
  outbox: readonly OutboxEntry[],
  now: number = Date.now(),
): TodaySummary {
  const classes = trainings
    .filter((t) => dayInZone(t.startDateTime, t.club.timeZone) === dayInZone(now, t.club.timeZone))
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
  const held = classes.filter((t) => !t.isCancelled);
  const booked = held.reduce((sum, t) => sum + t.bookedCount, 0);
  const places = held.reduce((sum, t) => sum + t.maxPlaces, 0);
  const unsent = outbox.filter((entry) => entry.sentAt === null).length;
  return {
    classes,
    cancelled: classes.length - held.length,
    booked,
    places,
    fillPercent: places > 0 ? Math.round((booked / places) * 100) : null,
    unsent,
    unsentAtLeast: outbox.length >= OUTBOX_PAGE && unsent === outbox.length,
  };
}
