import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, formatVatPercent, netTotal, vatSummary } from './money.ts';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money formatting', () => {
  it('formats cents as euros per language', () => {
    expect(plain(formatMoney(1250, 'et'))).toBe('12,50 €');
    expect(plain(formatMoney(1250, 'en'))).toBe('€12.50');
    expect(plain(formatMoney(123456, 'lv'))).toMatch(/^1\s?234,56 €$/);
    expect(plain(formatMoney(-500, 'en'))).toBe('-€5.00');
  });
  it('formats VAT rates and quantities', () => {
    expect(plain(formatVatPercent(22, 'en'))).toBe('22%');
    expect(plain(formatVatPercent(5.5, 'et'))).toBe('5,5%');
    expect(formatQuantity(2, 'en')).toBe('2');
    expect(formatQuantity(1.5, 'et')).toBe('1,5');
  });
});

describe('vatSummary', () => {
  it('groups the lines by rate, highest first', () => {
    const lines = [
      { vatPercent: 9, netCents: 1000, vatCents: 90 },
      { vatPercent: 22, netCents: 2000, vatCents: 440 },
      { vatPercent: 22, netCents: 500, vatCents: 110 },
    ];
    expect(vatSummary(lines)).toEqual([
      { vatPercent: 22, netCents: 2500, vatCents: 550 },
      { vatPercent: 9, netCents: 1000, vatCents: 90 },
    ]);
    expect(netTotal(lines)).toBe(3500);
  });
  it('is empty without lines', () => {
    expect(vatSummary([])).toEqual([]);
  });
});
