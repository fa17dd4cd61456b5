import { describe, expect, it } from 'vitest';
import { periodOrDefault } from './invoice-period.ts';

describe('invoice periods', () => {
  it('defaults to the year up to today', () => {
    expect(periodOrDefault({}, '2026-11-22')).toEqual({ from: '2025-11-22', to: '2026-11-22' });
    expect(periodOrDefault({}, '2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
  });
  it('keeps a given period and swaps a reversed one', () => {
    expect(periodOrDefault({ from: '2026-01-01', to: '2026-03-31' }, '2026-11-22')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(periodOrDefault({ from: '2026-03-31', to: '2026-01-01' }, '2026-11-22')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });
});
