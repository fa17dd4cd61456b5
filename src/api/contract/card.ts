import * as v from 'valibot';
import { Id } from './id.ts';
import { IsoDate } from './wire-formats.ts';
import { AccountStatusCode } from './profile.ts';

/** GET /user/card: the member's entry codes (shown as QR codes at the door). */
export const EntryCode = v.object({
  code: v.string(),
  name: v.string(),
  /** null: no end date. */
  validUntil: v.nullable(IsoDate),
  /** whether the door lets this code in today: not when expired, nor when the account's status does not allow entry */
  access: v.picklist(['allowed', 'expired', 'accountNotActive']),
  /** a dependant's code (issue 38): the dependant's name; absent on the member's own codes */
  holder: v.optional(v.string()),
});
export type EntryCode = v.InferOutput<typeof EntryCode>;
export const EntryCodes = v.array(EntryCode);

/** A code's title at the door: its name, after the holder's name on a dependant's code ("Mia Kask · Club card"). */
export function entryCodeTitle(entryCode: Pick<EntryCode, 'name' | 'holder'>): string {
  return entryCode.holder ? `${entryCode.holder} · ${entryCode.name}` : entryCode.name;
}

/** Path parameter of GET /trainer/card/{cardCode}. */
export const CardCode = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/**
 * GET /trainer/card/{cardCode}: the client holding the card.
 * 404 cardNotFound when no card has that code; 400 cardExpired when it is past validUntil.
 */
export const CardLookup = v.object({
  clientId: Id,
  clientCode: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  status: AccountStatusCode,
  cardName: v.string(),
  validUntil: v.nullable(IsoDate),
});
export type CardLookup = v.InferOutput<typeof CardLookup>;
