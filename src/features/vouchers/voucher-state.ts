import type { Voucher, VoucherState } from '../../api/contract/voucher.ts';

/**
 * docs/behaviour.md#sessions-accounts-and-states voucher state, derived on the device from dates and uses so a cached list stays right
 * offline: used up first (nothing left to use), then expired, then not yet valid, else active.
 */
export function voucherState(
  voucher: Pick<Voucher, 'validFrom' | 'validUntil' | 'usesLeft' | 'used' | 'expired'>,
  today: string,
): VoucherState {
  if (voucher.used || voucher.usesLeft <= 0) return 'used';
  if (voucher.expired || voucher.validUntil < today) return 'expired';
  if (voucher.validFrom > today) return 'notYetValid';
  return 'active';
}

/** Display order: what can be used now first. */
export const voucherStateOrder: readonly VoucherState[] = ['active', 'notYetValid', 'used', 'expired'];
