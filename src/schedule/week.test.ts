import { describe, expect, it } from 'vitest';
import { addDays, dayInZone } from './club-day.ts';
import { groupByDay, startOfWeek, weekDays, weekFetchRange } from './week.ts';

const at = (startDateTime: string, timeZone = 'Europe/Tallinn') => ({ startDateTime, club: { timeZone } });

describe('week days', () => {
  it('starts the week on Monday', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(weekDays('2026-11-18')).toEqual([
      '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22',
    ]);
  });

  it('crosses months, years and DST changes without skipping a day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekDays('2026-03-29')).toEqual([
      '2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29',
    ]);
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('fetches a range wide enough for every zone and within the API limit', () => {
    const { from, to } = weekFetchRange('2026-11-16');
    expect(from).toBe('2026-11-15T10:00:00.000Z');
    expect(to).toBe('2026-11-23T12:00:00.000Z');
  });
});

describe('grouping by the club day', () => {
  it('puts a class after local midnight on the next day although UTC says otherwise', () => {
    // 22:30 UTC on Monday is 00:30 on Tuesday in Tallinn (UTC+2 in winter).
    expect(dayInZone('2026-11-16T22:30:00Z', 'Europe/Tallinn')).toBe('2026-11-17');
    expect(dayInZone('2026-11-16T22:30:00Z', 'UTC')).toBe('2026-11-16');
  });

  it('uses the summer offset after the spring DST change and the winter one after autumn', () => {
    // Tallinn moves to UTC+3 on 2026-03-29 and back to UTC+2 on 2026-10-25.
    expect(dayInZone('2026-03-29T21:30:00Z', 'Europe/Tallinn')).toBe('2026-03-30');
    expect(dayInZone('2026-03-28T21:30:00Z', 'Europe/Tallinn')).toBe('2026-03-28');
    expect(dayInZone('2026-10-25T21:30:00Z', 'Europe/Tallinn')).toBe('2026-10-25');
    expect(dayInZone('2026-10-24T21:30:00Z', 'Europe/Tallinn')).toBe('2026-10-25');
  });

  it('groups into the given days, sorted by start, with empty days present and outsiders dropped', () => {
    const days = weekDays('2026-03-25');
    const groups = groupByDay(
      [
        at('2026-03-29T21:30:00Z'), // Monday 30th local: next week
        at('2026-03-29T06:00:00Z'), // Sunday
        at('2026-03-23T05:00:00Z'), // Monday, later
        at('2026-03-22T22:30:00Z'), // Monday 00:30 local
        at('2026-03-22T21:30:00Z'), // Sunday 23:30 local: previous week
        at('2026-03-24T07:00:00Z', 'Europe/Riga'),
      ],
      days,
    );
    expect([...groups.keys()]).toEqual(days);
    expect(groups.get('2026-03-23')?.map((c) => c.startDateTime)).toEqual(['2026-03-22T22:30:00Z', '2026-03-23T05:00:00Z']);
    expect(groups.get('2026-03-24')).toHaveLength(1);
    expect(groups.get('2026-03-25')).toEqual([]);
    expect(groups.get('2026-03-29')).toHaveLength(1);
    expect([...groups.values()].flat()).toHaveLength(4);
  });
});
