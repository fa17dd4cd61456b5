/**
 * How one kind of attempt is slowed down: the first `freeAttempts` within a run cost nothing,
 * each further one makes the caller wait twice as long as the last (from `baseDelayMs` up to
 * `maxDelayMs`). A run ends after `forgetAfterMs` without attempts. Delays, never a lock: the
 * wait always ends, and attempts while waiting are refused without counting, so an attacker
 * cannot make it longer than the cap.
 */
export type ThrottlePolicy = {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
};

export type ThrottleScope =
  | 'login'
  | 'loginAddress'
  | 'passwordChange'
  | 'publicLookup'
  | 'voucherClaim'
  | 'resetAccount'
  | 'resetAddress'
  | 'calendarFeed'
  | 'calendarFeedMiss'
  | 'dataExport';

export type ThrottlePolicies = Record<ThrottleScope, ThrottlePolicy>;

const minutes = (n: number) => n * 60_000;

export const defaultThrottlePolicies: ThrottlePolicies = {
  // Failed logins of one account from one address: 3 free, then 2 s, 4 s, … up to 15 min.
  login: { freeAttempts: 3, baseDelayMs: 2_000, maxDelayMs: minutes(15), forgetAfterMs: minutes(60) },
  // Failed logins from one address across all accounts (a username spray): 30 free within 15 min, then
  // 1 s, 2 s, … up to 15 min. Only attempts from a browser the account has not logged in from wait
  // (see loginAddressKey), so members behind a club's shared Wi-Fi are not slowed by a sprayer there.
  loginAddress: { freeAttempts: 30, baseDelayMs: 1_000, maxDelayMs: minutes(15), forgetAfterMs: minutes(15) },
  // Wrong current passwords on a password change, per account (only its session can try).
  passwordChange: { freeAttempts: 3, baseDelayMs: 2_000, maxDelayMs: minutes(15), forgetAfterMs: minutes(60) },
  // Voucher and ticket look-ups per address: plenty for people, too slow to walk the code space.
  publicLookup: { freeAttempts: 60, baseDelayMs: 1_000, maxDelayMs: minutes(10), forgetAfterMs: minutes(10) },
  // Voucher claims per address: enough for a family or a club desk, not a drain.
  voucherClaim: { freeAttempts: 10, baseDelayMs: 10_000, maxDelayMs: minutes(60), forgetAfterMs: minutes(60) },
  // "Forgot password?" per account: 3 mails, then a wait of 1 min, 2 min, … up to an hour (no inbox flooding).
  resetAccount: { freeAttempts: 2, baseDelayMs: 60_000, maxDelayMs: minutes(60), forgetAfterMs: minutes(60) },
  // Reset requests from one address across accounts: 10, then waits; enough for a desk, too slow to mail a member list.
  resetAddress: { freeAttempts: 9, baseDelayMs: 10_000, maxDelayMs: minutes(60), forgetAfterMs: minutes(60) },
  // Reads of one member's calendar feed: calendar apps poll every few minutes to hours, a person taps refresh
  // now and then; 30 within 10 min is far above both, and a runaway client is slowed to one read a minute.
  calendarFeed: { freeAttempts: 30, baseDelayMs: 5_000, maxDelayMs: minutes(1), forgetAfterMs: minutes(10) },
  // Unknown feed addresses per club and address: Google's and Microsoft's servers fetch for many members from
  // few addresses and keep polling addresses turned off, so plenty are free; guessing 43 random characters
  // is hopeless anyway, this keeps a scanner from costing the database.
  calendarFeedMiss: { freeAttempts: 100, baseDelayMs: 1_000, maxDelayMs: minutes(10), forgetAfterMs: minutes(10) },
  // Exports of one member's data (by the member or an admin): the page, a download and a few retries are
  // free; a loop reading the whole history again and again is slowed to one export every 10 minutes.
  dataExport: { freeAttempts: 10, baseDelayMs: 60_000, maxDelayMs: minutes(10), forgetAfterMs: minutes(60) },
};

/** The wait after the attempt numbered `attempts` in its run, in milliseconds (0: none). */
export function delayAfter(policy: ThrottlePolicy, attempts: number): number {
  const over = attempts - policy.freeAttempts;
  if (over <= 0) return 0;
  // 2^30 is already far past any cap; the exponent stays small so the number stays exact.
  return Math.min(policy.baseDelayMs * 2 ** Math.min(over - 1, 30), policy.maxDelayMs);
}
