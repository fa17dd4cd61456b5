import { describe, expect, it } from 'vitest';
import { weekDays } from '../common/calendar.ts';
import { groupByDay, weekFetchRange } from './week.ts';

const at = (startDateTime: string, timeZone = 'Europe/Tallinn') => ({ startDateTime, club: { timeZone } });

describe('the week fetched', () => {
  it('fetches a range wide enough for every zone and within the API limit', () => {
    const { from, to } = weekFetchRange('2026-11-16');
    expect(from).toBe('2026-11-15T10:00:00.000Z');
    expect(to).toBe('2026-11-23T12:00:00.000Z');
  });
});

describe('grouping by the club day', () => {
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
    expect(groups.get('2026-03-23')?.map((c) => c.startDateTime)).toEqual([
      '2026-03-22T22:30:00Z',
      '2026-03-23T05:00:00Z',
    ]);
    expect(groups.get('2026-03-24')).toHaveLength(1);
    expect(groups.get('2026-03-25')).toEqual([]);
    expect(groups.get('2026-03-29')).toHaveLength(1);
    expect([...groups.values()].flat()).toHaveLength(4);
  });
});
