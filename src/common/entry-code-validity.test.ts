import { describe, expect, it } from 'vitest';
import { doorOrder, isEntryCodeExpired, leadingCodes } from './entry-code-validity.ts';

describe('isEntryCodeExpired', () => {
  const now = new Date(2026, 10, 22, 12, 0); // 22 November 2026, local time

  it('is valid through its last day and expired from the next', () => {
    expect(isEntryCodeExpired('2026-11-22', now)).toBe(false);
    expect(isEntryCodeExpired('2026-11-21', now)).toBe(true);
    expect(isEntryCodeExpired('2027-01-01', now)).toBe(false);
  });

  it('never expires without an end date', () => {
    expect(isEntryCodeExpired(null, now)).toBe(false);
  });
});

describe('doorOrder', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it('puts valid codes first and expired ones last, otherwise keeping the order', () => {
    const codes = [
      { code: 'a', validUntil: '2026-10-01' },
      { code: 'b', validUntil: null },
      { code: 'c', validUntil: '2027-01-01' },
      { code: 'd', validUntil: '2026-11-01' },
    ];
    expect(doorOrder(codes, now).map((code) => code.code)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('leadingCodes', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it('leads with each person’s first valid code: the member’s own and each child’s, no expired one', () => {
    const codes = [
      { code: 'own', validUntil: null, holder: 'Maris Lepp' },
      { code: 'own-2', validUntil: '2027-01-01', holder: 'Maris Lepp' },
      { code: 'lenna-old', validUntil: '2026-10-01', holder: 'Lenna Lepp' },
      { code: 'lenna', validUntil: '2027-01-01', holder: 'Lenna Lepp' },
      { code: 'robin-old', validUntil: '2026-10-01', holder: 'Robin Lepp' },
    ];
    expect([...leadingCodes(codes, now)].map((code) => code.code)).toEqual(['own', 'lenna']);
  });

  it('leads with one card for a member alone', () => {
    const codes = [
      { code: 'a', validUntil: null },
      { code: 'b', validUntil: null },
    ];
    expect([...leadingCodes(codes, now)].map((code) => code.code)).toEqual(['a']);
  });
});
