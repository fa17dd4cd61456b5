import * as v from 'valibot';
import { pageOf } from './paging.ts';
import { IsoDate } from './wire-formats.ts';

/** docs/behaviour.md#sessions-accounts-and-states voucher states. */
export const VoucherState = v.picklist(['active', 'used', 'expired', 'notYetValid']);
export type VoucherState = v.InferOutput<typeof VoucherState>;

export const Voucher = v.object({
  code: v.string(),
  name: v.string(),
  validFrom: IsoDate,
  validUntil: IsoDate,
  usesTotal: v.number(),
  usesLeft: v.number(),
  shareable: v.boolean(),
  /** Whether a visitor may claim a use (a public voucher, or a member's shareable one). */
  claimable: v.boolean(),
  used: v.boolean(),
  expired: v.boolean(),
  state: VoucherState,
});
export type Voucher = v.InferOutput<typeof Voucher>;

/** GET /user/card/voucher?cursor&limit: a page of the member's vouchers, latest expiry first. */
export const VoucherPage = pageOf(Voucher);
export type VoucherPage = v.InferOutput<typeof VoucherPage>;

/** GET /user/card/voucher/info: summary of the active vouchers. */
export const VoucherInfo = v.object({
  activeCount: v.number(),
  usesLeft: v.number(),
  /** The soonest end date among active vouchers, or null when none is active. */
  nextExpiry: v.nullable(IsoDate),
});
export type VoucherInfo = v.InferOutput<typeof VoucherInfo>;

/** Codes are upper case; a look-up ignores case and surrounding spaces (a code typed from paper). */
export const VoucherCode = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64), v.toUpperCase());

/** GET /public/voucher?id=… → Voucher, or 404 voucherNotFound. */
export const VoucherQuery = v.object({ id: VoucherCode });

/**
 * POST /public/voucher: claim one use of a public or shareable voucher → 201 VoucherClaimResponse.
 * Errors: 404 voucherNotFound, 403 voucherNotShareable, 400 voucherExpired / voucherUsed,
 * 409 voucherAlreadyClaimed (this e-mail claimed this voucher before), 429 tooManyAttempts.
 */
export const VoucherClaimRequest = v.object({
  id: VoucherCode,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'nameRequired'), v.maxLength(200)),
  email: v.pipe(v.string(), v.trim(), v.minLength(1, 'emailRequired'), v.maxLength(254), v.email('emailNotValid')),
});
export type VoucherClaimRequest = v.InferInput<typeof VoucherClaimRequest>;

/** The claimer's own single-use code (never the shared one) and the claimed voucher, one use fewer. */
export const VoucherClaimResponse = v.object({ personalCode: v.string(), voucher: Voucher });
export type VoucherClaimResponse = v.InferOutput<typeof VoucherClaimResponse>;
