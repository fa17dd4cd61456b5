import { describe, expect, it } from 'vitest';
import { monthRange } from './month-range.ts';

describe('monthRange', () => {
  it('spans the whole month, leap years included', () => {
    expect(monthRange('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
