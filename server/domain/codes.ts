import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper stays unambiguous. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A code nobody can guess or walk: 12 random characters (60 bits) from the system's CSPRNG, in
 * groups of four after a prefix, e.g. `V-7KQ2-M9XD-4TRB`. 256 is a multiple of 32, so taking
 * each byte modulo 32 keeps every character equally likely.
 */
export function unguessableCode(prefix: 'V' | 'T' | 'F'): string {
  const chars = [...randomBytes(12)].map((byte) => alphabet[byte % 32]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export const newVoucherCode = () => unguessableCode('V');
export const newTicketCode = () => unguessableCode('T');
/** A one-time family link code (issue 38): the club hands it over, the guardian enters it. */
export const newFamilyLinkCode = () => unguessableCode('F');
