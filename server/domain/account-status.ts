import type { AccountStatusCode } from '../../src/api/contract/profile.ts';

/**
 * What an account status (docs/behaviour.md#sessions-accounts-and-states) allows. Only normal accounts book (the booking rule in
 * server/db/functions/booking_verdict.sql says the same). At the door, a member with a debt (6) still enters while they settle
 * it; blocked, stopped, bad-debt, ended and closed accounts do not.
 */
export function statusAllowsBooking(status: AccountStatusCode): boolean {
  return status === 0;
}

export function statusAllowsEntry(status: AccountStatusCode): boolean {
  return status === 0 || status === 6;
}

/**
 * Accounts that still hear from the club by push (issue #25): the ones that may come in. A blocked,
 * stopped, bad-debt, ended or closed account's subscriptions are removed and nothing is sent to them.
 */
export const notifiedStatuses: readonly AccountStatusCode[] = [0, 6];
