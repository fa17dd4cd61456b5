import { describe, expect, it } from 'vitest';
import { clampDateRange, dateRangeState, defaultDateRange, MAX_PERIOD_DAYS, setDateRangeEdge } from './date-range.ts';

describe('my workouts period', () => {
  it('defaults to four weeks back and forward', () => {
    expect(defaultDateRange('2026-11-22')).toEqual({ from: '2026-10-25', to: '2026-12-20' });
  });

  it('keeps the edges in order and the span within the limit', () => {
    expect(clampDateRange({ from: '2026-11-10', to: '2026-11-01' }, 'from')).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
    expect(clampDateRange({ from: '2026-11-10', to: '2026-11-01' }, 'to')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(clampDateRange({ from: '2026-01-01', to: '2026-12-31' }, 'from').to).toBe(
      new Date(Date.parse('2026-01-01') + MAX_PERIOD_DAYS * 86_400_000).toISOString().slice(0, 10),
    );
  });

  it('ignores a value that is not a date', () => {
    const before = { ...dateRangeState };
    setDateRangeEdge('from', 'yesterday');
    setDateRangeEdge('from', '2026-02-30');
    setDateRangeEdge('to', '');
    expect({ ...dateRangeState }).toEqual(before);
    setDateRangeEdge('to', before.from);
    expect(dateRangeState.to).toBe(before.from);
  });
});
