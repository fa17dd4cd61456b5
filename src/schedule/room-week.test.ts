import { describe, expect, it } from 'vitest';
import { buildTraining } from '../test-support/build-training.ts';
import { roomClashes, roomWeekRows } from './room-week.ts';

const tz = 'Europe/Tallinn';
const studio = { id: 1, name: 'Studio 1' };
const gym = { id: 2, name: 'Gym' };
// Tue 24.11.2026, UTC+2: 18:00 local is 16:00Z
const pilates = buildTraining({
  id: 1,
  name: 'Pilates',
  room: studio,
  startDateTime: '2026-11-24T16:00:00.000Z',
  endDateTime: '2026-11-24T17:30:00.000Z',
});
const yoga = buildTraining({
  id: 2,
  name: 'Yoga',
  room: studio,
  startDateTime: '2026-11-24T17:00:00.000Z',
  endDateTime: '2026-11-24T18:00:00.000Z',
});
const spin = buildTraining({
  id: 3,
  name: 'Spin',
  room: gym,
  startDateTime: '2026-11-24T17:00:00.000Z',
  endDateTime: '2026-11-24T18:00:00.000Z',
});

describe('the week by room', () => {
  it('names two classes overlapping in one room as a clash, not classes in different rooms', () => {
    const clashes = roomClashes([pilates, yoga, spin]);
    expect(clashes.get(1)?.map((t) => t.name)).toEqual(['Yoga']);
    expect(clashes.get(2)?.map((t) => t.name)).toEqual(['Pilates']);
    expect(clashes.get(3)).toBeUndefined();
    expect(roomClashes([pilates, { ...yoga, isCancelled: true }]).size).toBe(0);
  });

  it('places classes by room and starting hour on the club clock, with taken and free hours', () => {
    const rows = roomWeekRows([pilates, spin], [1, 2], ['2026-11-24'], tz);
    expect(rows[0]).toMatchObject({ day: '2026-11-24', time: '06:00' });
    expect(rows.at(-1)?.time).toBe('22:00');
    const at = (time: string) =>
      rows
        .find((r) => r.time === time)!
        .rooms.map((r) => (r.kind === 'classes' ? r.classes.map((c) => c.training.name).join() : r.kind));
    expect(at('17:00')).toEqual(['free', 'free']);
    expect(at('18:00')).toEqual(['Pilates', 'free']);
    // Pilates runs to 19:30; Spin starts at 19:00
    expect(at('19:00')).toEqual(['taken', 'Spin']);
    expect(at('20:00')).toEqual(['free', 'free']);
  });

  it('widens the hours for a class outside them', () => {
    const early = buildTraining({
      id: 4,
      room: studio,
      startDateTime: '2026-11-24T03:00:00.000Z',
      endDateTime: '2026-11-24T04:00:00.000Z',
    });
    expect(roomWeekRows([early], [1], ['2026-11-24'], tz)[0]?.time).toBe('05:00');
  });
});
