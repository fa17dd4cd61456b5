import * as v from 'valibot';
import type { Page } from '../../src/api/contract/paging.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Voucher, VoucherState } from '../../src/api/contract/voucher.ts';
import { IsoDate } from '../../src/api/contract/wire-formats.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from './api-error.ts';
import { tenantToday } from './calendar.ts';
import { toPage } from './keyset.ts';
import type { Localize } from './labels.ts';

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

/** docs/behaviour.md#sessions-accounts-and-states: used (no uses left) wins over expired, which wins over not yet valid. */
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

/** A voucher by its code (the query already trimmed it; any case), its name as stored; unknown is 404 voucherNotFound. */
export async function findVoucher(db: Db, tenant: TenantId, code: string, now: Date): Promise<Voucher> {
  const [row] = await db.query<VoucherRow>(`SELECT ${voucherColumns} FROM vouchers WHERE tenant = $1 AND code = $2`, [
    tenant,
    code,
  ]);
  if (!row) throw new ApiError(404, 'voucherNotFound');
  return toVoucher(row, await tenantToday(db, tenant, now));
}

/** All the member's vouchers in every state, latest expiry first; names through `localize` (the summary of the active ones). */
export async function memberVouchers(
  db: Db,
  tenant: TenantId,
  userId: number,
  now: Date,
  localize: Localize,
): Promise<Voucher[]> {
  const rows = await db.query<VoucherRow>(
    `SELECT ${voucherColumns} FROM vouchers WHERE tenant = $1 AND user_id = $2 ORDER BY valid_until DESC, code`,
    [tenant, userId],
  );
  const today = await tenantToday(db, tenant, now);
  return rows.map((row) => toVoucher({ ...row, name: localize(row.name) }, today));
}

/** Where a page of vouchers starts: after this (last valid day, code), in the order latest expiry first. */
export const VoucherKey = v.tuple([IsoDate, v.pipe(v.string(), v.minLength(1), v.maxLength(64))]);

/** One page of the member's vouchers in every state, latest expiry first (then code); names through `localize`. */
export async function memberVoucherPage(
  db: Db,
  tenant: TenantId,
  userId: number,
  { after, limit }: { after: v.InferOutput<typeof VoucherKey> | null; limit: number },
  now: Date,
  localize: Localize,
): Promise<Page<Voucher>> {
  const params: unknown[] = [tenant, userId, limit + 1];
  if (after) params.push(...after);
  const rows = await db.query<VoucherRow>(
    `SELECT ${voucherColumns} FROM vouchers WHERE tenant = $1 AND user_id = $2
       ${after ? 'AND (valid_until, code) < ($4::date, $5::text)' : ''}
     ORDER BY valid_until DESC, code DESC LIMIT $3`,
    params,
  );
  const today = await tenantToday(db, tenant, now);
  return toPage(
    rows,
    limit,
    (row) => [row.valid_until, row.code],
    (shown) => shown.map((row) => toVoucher({ ...row, name: localize(row.name) }, today)),
  );
}
