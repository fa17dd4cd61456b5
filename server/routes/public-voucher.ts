import { Hono } from 'hono';
import { VoucherClaimRequest, VoucherQuery } from '../../src/api/contract/voucher.ts';
import type { AppEnv } from '../app-env.ts';
import { tenantToday } from '../domain/calendar.ts';
import { labelsFor } from '../http/labels.ts';
import { clientAddress } from '../http/request-info.ts';
import { addressKey } from '../domain/throttle/throttle-keys.ts';
import { claimVoucher } from '../domain/voucher-claim.ts';
import { parseJson, parseQuery } from '../http/validate.ts';
import { findVoucher } from '../domain/vouchers.ts';

export const publicVoucherRoutes = new Hono<AppEnv>();

/** GET /public/voucher?id=…: look a voucher up by its code (trimmed, any case); look-ups per address are limited. */
publicVoucherRoutes.get('/public/voucher', async (c) => {
  const { id } = parseQuery(c, VoucherQuery);
  const db = c.get('db');
  const tenant = c.get('tenant');
  const throttle = c.get('throttle');
  const now = c.get('now')();
  await throttle.assertAllowed('publicLookup', addressKey(clientAddress(c)), now);
  await throttle.record('publicLookup', addressKey(clientAddress(c)), now);
  const voucher = await findVoucher(db, tenant, id, now);
  // localized only once found: a refusal names no language (no Vary)
  return c.json({ ...voucher, name: (await labelsFor(c))(voucher.name) });
});

/**
 * POST /public/voucher: a visitor claims one use of a public voucher, or of a member's voucher
 * that the member may share, and gets a personal code (server/domain/voucher-claim.ts). Every
 * claim counts against the address, whatever its outcome, so a voucher cannot be drained.
 */
publicVoucherRoutes.post('/public/voucher', async (c) => {
  const claim = await parseJson(c, VoucherClaimRequest);
  const db = c.get('db');
  const tenant = c.get('tenant');
  const throttle = c.get('throttle');
  const now = c.get('now')();
  await throttle.assertAllowed('voucherClaim', addressKey(clientAddress(c)), now);
  await throttle.record('voucherClaim', addressKey(clientAddress(c)), now);
  const today = await tenantToday(db, tenant, now);
  const claimed = await claimVoucher(db, tenant, { code: claim.id, name: claim.name, email: claim.email }, today, now);
  const localize = await labelsFor(c);
  return c.json({ ...claimed, voucher: { ...claimed.voucher, name: localize(claimed.voucher.name) } }, 201);
});
