import { Hono } from 'hono';
import type { VoucherInfo } from '../../src/api/contract/voucher.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { memberVouchers } from '../domain/vouchers.ts';

export const userVoucherRoutes = new Hono<AppEnv>();

async function ownVouchers(c: Parameters<typeof requireUser>[0]) {
  const claims = requireUser(c);
  return memberVouchers(c.var.db, c.var.tenant, claims.clientId, c.var.now(), await labelsFor(c));
}

/** GET /user/card/voucher: all the member's vouchers, in every state. */
userVoucherRoutes.get('/user/card/voucher', async (c) => c.json(await ownVouchers(c)));

/** GET /user/card/voucher/info: a summary of the active ones. */
userVoucherRoutes.get('/user/card/voucher/info', async (c) => {
  const active = (await ownVouchers(c)).filter((voucher) => voucher.state === 'active');
  const body: VoucherInfo = {
    activeCount: active.length,
    usesLeft: active.reduce((sum, voucher) => sum + voucher.usesLeft, 0),
    nextExpiry: active.map((voucher) => voucher.validUntil).sort()[0] ?? null,
  };
  return c.json(body);
});
