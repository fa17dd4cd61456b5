import { describe, expect, it } from 'vitest';
import { voucherState } from './voucher-state.ts';

const base = { validFrom: '2026-01-01', validUntil: '2026-12-31', usesLeft: 3, used: false, expired: false };
const today = '2026-06-01';

describe('voucherState', () => {
  it('is active inside its dates with uses left', () => {
    expect(voucherState(base, today)).toBe('active');
    expect(voucherState(base, '2026-01-01')).toBe('active');
    expect(voucherState(base, '2026-12-31')).toBe('active');
  });
  it('is used when no uses are left or the server says so', () => {
    expect(voucherState({ ...base, usesLeft: 0 }, today)).toBe('used');
    expect(voucherState({ ...base, used: true }, today)).toBe('used');
  });
  it('is expired after its end date, even when the cached flag is stale', () => {
    expect(voucherState(base, '2027-01-01')).toBe('expired');
    expect(voucherState({ ...base, expired: true }, today)).toBe('expired');
  });
  it('is not yet valid before its start date', () => {
    expect(voucherState(base, '2025-12-31')).toBe('notYetValid');
  });
  it('prefers used over expired', () => {
    expect(voucherState({ ...base, usesLeft: 0 }, '2027-01-01')).toBe('used');
  });
});
