import type { Training } from '../api/contract/schedule.ts';
import { fromWallClock, toWallClock } from '../common/wall-clock.ts';

/** A class placed in the grid, with the classes it overlaps in its room (a double booking). */
export type PlacedClass = { training: Training; clashesWith: Training[] };

/** One room in one hour: the classes starting then, taken by a class that started earlier, or free. */
export type RoomHour = { kind: 'classes'; classes: PlacedClass[] } | { kind: 'taken' } | { kind: 'free' };

/** One hour of one day: the hour's start on the club clock and each room's state. */
export type HourRow = { day: string; time: string; rooms: RoomHour[] };

export const FIRST_HOUR = 6;
export const LAST_HOUR = 22;

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const active = (t: Training) => !t.isCancelled;
const overlaps = (a: Training, b: Training) =>
  Date.parse(a.startDateTime) < Date.parse(b.endDateTime) && Date.parse(b.startDateTime) < Date.parse(a.endDateTime);

/** Per class id, the other classes (not cancelled) overlapping it in the same room. */
export function roomClashes(trainings: readonly Training[]): Map<number, Training[]> {
  const clashes = new Map<number, Training[]>();
  const byRoom = new Map<number, Training[]>();
  for (const t of trainings.filter(active)) byRoom.set(t.room.id, [...(byRoom.get(t.room.id) ?? []), t]);
  for (const classes of byRoom.values()) {
    for (const [i, a] of classes.entries()) {
      for (const b of classes.slice(i + 1)) {
        if (!overlaps(a, b)) continue;
        clashes.set(a.id, [...(clashes.get(a.id) ?? []), b]);
        clashes.set(b.id, [...(clashes.get(b.id) ?? []), a]);
      }
    }
  }
  return clashes;
}

/**
 * The week by room: a row per hour of each day (06–23 on the club clock, wider when a class lies
 * outside), a cell per room. A class sits in the hour it starts; the hours it runs on are taken;
 * an hour no class touches is free (cancelled classes show but take nothing).
 */
export function roomWeekRows(
  trainings: readonly Training[],
  roomIds: readonly number[],
  days: readonly string[],
  timeZone: string,
): HourRow[] {
  const clashes = roomClashes(trainings);
  const local = trainings.map((training) => ({ training, start: toWallClock(training.startDateTime, timeZone) }));
  const startHours = local.map((c) => Number(c.start.time.slice(0, 2)));
  const first = Math.min(FIRST_HOUR, ...startHours);
  const last = Math.max(LAST_HOUR, ...startHours);
  const rows: HourRow[] = [];
  for (const day of days) {
    for (let hour = first; hour <= last; hour += 1) {
      const time = pad(hour);
      const from = fromWallClock(day, time, timeZone)?.getTime() ?? Number.NaN;
      const to =
        hour === 23
          ? (fromWallClock(day, '23:59', timeZone)?.getTime() ?? from) + 60_000
          : (fromWallClock(day, pad(hour + 1), timeZone)?.getTime() ?? from);
      const rooms = roomIds.map((roomId): RoomHour => {
        const starting = local.filter(
          (c) => c.training.room.id === roomId && c.start.date === day && c.start.time.slice(0, 2) === time.slice(0, 2),
        );
        if (starting.length > 0)
          return {
            kind: 'classes',
            classes: starting.map((c) => ({ training: c.training, clashesWith: clashes.get(c.training.id) ?? [] })),
          };
        const runs = trainings.some(
          (t) =>
            active(t) && t.room.id === roomId && Date.parse(t.startDateTime) < to && Date.parse(t.endDateTime) > from,
        );
        return runs ? { kind: 'taken' } : { kind: 'free' };
      });
      rows.push({ day, time, rooms });
    }
  }
  return rows;
}
