import { describe, expect, it } from 'vitest';
import { parseNewClassSearch, parseRoomsWeekSearch } from './admin-search.ts';

describe('admin search params', () => {
  it('a new class link carries the day, room and start; bad values drop out', () => {
    expect(parseNewClassSearch({ date: '2026-11-24', room: '3', time: '18:00' })).toEqual({
      date: '2026-11-24',
      room: 3,
      time: '18:00',
    });
    expect(parseNewClassSearch({ date: '2026-02-30', room: 'x', time: '25:00' })).toEqual({
      date: undefined,
      room: undefined,
      time: undefined,
    });
  });
  it('the week by room reads a day and a club', () => {
    expect(parseRoomsWeekSearch({ date: '2026-11-24', gym: 2 })).toEqual({ date: '2026-11-24', gym: 2 });
    expect(parseRoomsWeekSearch({ gym: -1 })).toEqual({ date: undefined, gym: undefined });
  });
});
