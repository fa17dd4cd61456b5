import { Hono } from 'hono';
import { VoucherClaimRequest, VoucherQuery } from '../../src/api/contract/voucher.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { tenantToday } from '../domain/calendar.ts';
import { parseJson, parseQuery } from '../domain/validate.ts';
import { toVoucher, voucherColumns, voucherState, type VoucherRow } from '../domain/vouchers.ts';

export const publicVoucherRoutes = new Hono<AppEnv>();

/** GET /public/voucher?id=…: look a voucher up by its code (the code is the secret). */
publicVoucherRoutes.get('/public/voucher', async (c) => {
  const { id } = parseQuery(c, VoucherQuery);
  const { db, tenant } = c.var;
  const rows = await db.query<VoucherRow>(`SELECT ${voucherColumns} FROM vouchers WHERE tenant = $1 AND code = $2`, [tenant, id]);
  const row = rows[0];
  if (!row) throw new ApiError(404, 'voucherNotFound');
  return c.json(toVoucher(row, await tenantToday(db, tenant, c.var.now())));
});

/**
 * POST /public/voucher: a visitor claims one use of a public voucher, or of a member's voucher
 * that the member may share. The use is taken and the claim recorded atomically.
 */
publicVoucherRoutes.post('/public/voucher', async (c) => {
  const claim = await parseJson(c, VoucherClaimRequest);
  const { db, tenant } = c.var;
  const today = await tenantToday(db, tenant, c.var.now());
  const voucher = await db.transaction(async (tx) => {
    const rows = await tx.query<VoucherRow>(
      `SELECT ${voucherColumns} FROM vouchers WHERE tenant = $1 AND code = $2 FOR UPDATE`,
      [tenant, claim.id],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, 'voucherNotFound');
    if (!row.is_public && !row.shareable) throw new ApiError(403, 'voucherNotShareable');
    const state = voucherState(row, today);
    if (state === 'used') throw new ApiError(400, 'voucherUsed');
    if (state === 'expired') throw new ApiError(400, 'voucherExpired');
    await tx.query('UPDATE vouchers SET uses_left = uses_left - 1 WHERE tenant = $1 AND code = $2', [tenant, row.code]);
    await tx.query('INSERT INTO voucher_claims (tenant, voucher_code, name, email, claimed_at) VALUES ($1, $2, $3, $4, $5)', [
      tenant,
      row.code,
      claim.name,
      claim.email,
      c.var.now(),
    ]);
    return { ...row, uses_left: row.uses_left - 1 };
  });
  return c.json(toVoucher(voucher, today), 201);
});
