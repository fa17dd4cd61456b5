import type { Voucher, VoucherState } from '../../src/api/contract/voucher.ts';

export type VoucherRow = {
  code: string;
  name: string;
  user_id: number | null;
  valid_from: string;
  valid_until: string;
  uses_total: number;
  uses_left: number;
  shareable: boolean;
  is_public: boolean;
};

export const voucherColumns = `code, name, user_id, valid_from::text AS valid_from, valid_until::text AS valid_until,
  uses_total, uses_left, shareable, is_public`;

/** A visitor may claim a use of a public voucher, or of a member's voucher that may be shared. */
export const isClaimable = (row: VoucherRow) => row.is_public || row.shareable;

/** SPEC.md §4: used (no uses left) wins over expired, which wins over not yet valid. */
export function voucherState(row: VoucherRow, today: string): VoucherState {
  if (row.uses_left <= 0) return 'used';
  if (row.valid_until < today) return 'expired';
  if (row.valid_from > today) return 'notYetValid';
  return 'active';
}

export function toVoucher(row: VoucherRow, today: string): Voucher {
  const state = voucherState(row, today);
  return {
    code: row.code,
    name: row.name,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usesTotal: row.uses_total,
    usesLeft: row.uses_left,
    shareable: row.shareable,
    claimable: isClaimable(row),
    used: row.uses_left <= 0,
    expired: row.valid_until < today,
    state,
  };
}
