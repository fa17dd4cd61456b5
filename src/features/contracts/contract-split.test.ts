import { describe, expect, it } from 'vitest';
import { isContractValid, splitContracts } from './contract-split.ts';

describe('contract split', () => {
  const today = '2026-03-15';
  it('keeps termless contracts and those ending today or later valid', () => {
    expect(isContractValid({ endDate: null }, today)).toBe(true);
    expect(isContractValid({ endDate: '2026-03-15' }, today)).toBe(true);
    expect(isContractValid({ endDate: '2027-01-01' }, today)).toBe(true);
  });
  it('archives contracts that ended before today', () => {
    expect(isContractValid({ endDate: '2026-03-14' }, today)).toBe(false);
  });
  it('splits a list keeping the order', () => {
    const list = [
      { id: 1, endDate: '2025-01-01' },
      { id: 2, endDate: null },
      { id: 3, endDate: '2026-04-01' },
      { id: 4, endDate: '2026-03-01' },
    ];
    const { valid, archived } = splitContracts(list, today);
    expect(valid.map((c) => c.id)).toEqual([2, 3]);
    expect(archived.map((c) => c.id)).toEqual([1, 4]);
  });
});
