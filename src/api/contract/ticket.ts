import * as v from 'valibot';
import { IsoInstant } from './wire-formats.ts';

/** Like voucher codes: upper case, looked up ignoring case and surrounding spaces. */
export const TicketCode = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64), v.toUpperCase());

/** GET /public/ticket?id=… */
export const TicketQuery = v.object({ id: TicketCode });

/** A door ticket; 404 ticketNotFound when the code is unknown. */
export const Ticket = v.object({
  code: v.string(),
  name: v.string(),
  validUntil: IsoInstant,
  usedAt: v.nullable(IsoInstant),
  used: v.boolean(),
  expired: v.boolean(),
});
export type Ticket = v.InferOutput<typeof Ticket>;
