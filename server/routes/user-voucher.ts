import { Hono } from 'hono';
import { PageQuery } from '../../src/api/contract/paging.ts';
import type { VoucherInfo } from '../../src/api/contract/voucher.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { VoucherKey, memberVoucherPage, memberVouchers } from '../domain/vouchers.ts';
import { decodeCursor } from '../domain/keyset.ts';
import { parseQuery } from '../http/validate.ts';

export const userVoucherRoutes = new Hono<AppEnv>();

async function ownVouchers(c: Parameters<typeof requireUser>[0]) {
  const claims = requireUser(c);
  return memberVouchers(c.get('db'), c.get('tenant'), claims.clientId, c.get('now')(), await labelsFor(c));
}

/** GET /user/card/voucher?cursor&limit: a page of the member's vouchers in every state, latest expiry first. */
userVoucherRoutes.get('/user/card/voucher', async (c) => {
  const claims = requireUser(c);
  const { cursor, limit } = parseQuery(c, PageQuery);
  const after = decodeCursor(cursor, VoucherKey);
  return c.json(
    await memberVoucherPage(
      c.get('db'),
      c.get('tenant'),
      claims.clientId,
      { after, limit },
      c.get('now')(),
      await labelsFor(c),
    ),
  );
});

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
