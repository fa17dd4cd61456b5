import { describe, expect, it } from 'vitest';
import { parseCalendarSearch } from './search-params.ts';

describe('timetable search parameters', () => {
  it('keeps every valid parameter', () => {
    expect(
      parseCalendarSearch({ id: 12, date: '2026-11-20', gym: '2', group: 3, room: 4, filter: ' yoga ', mode: 'day' }),
    ).toEqual({ id: 12, date: '2026-11-20', gym: 2, group: 3, room: 4, filter: 'yoga', mode: 'day' });
  });

  it('drops each bad value on its own and keeps the rest', () => {
    expect(
      parseCalendarSearch({ id: -1, date: '2026-02-30', gym: 'x', group: 1.5, room: 0, filter: 'ok', mode: 'month' }),
    ).toEqual({ filter: 'ok' });
    expect(parseCalendarSearch({ date: '20.11.2026', gym: 7 })).toEqual({ gym: 7 });
  });

  it('reads ids as the server does (parseId): plain digits or a number, nothing else', () => {
    expect(parseCalendarSearch({ id: '2147483647', gym: 3 })).toEqual({ id: 2147483647, gym: 3 });
    expect(parseCalendarSearch({ id: '012', gym: '1e3', group: '2147483648', room: ' 4' })).toEqual({});
  });

  it('turns a numeric filter into text and drops an empty one', () => {
    expect(parseCalendarSearch({ filter: 42 })).toEqual({ filter: '42' });
    expect(parseCalendarSearch({ filter: '   ' })).toEqual({});
    expect(parseCalendarSearch({ filter: 'x'.repeat(101) })).toEqual({});
  });

  it('ignores unknown parameters and non-object input', () => {
    expect(parseCalendarSearch({ other: 1 })).toEqual({});
    expect(parseCalendarSearch(null)).toEqual({});
  });
});
