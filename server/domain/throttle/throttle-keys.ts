import type { TenantId } from '../../../src/api/contract/tenant.ts';

/**
 * Login failures count per account and address together: a stranger elsewhere can slow only
 * their own guesses, never the owner's logins, and one address (a club's Wi-Fi) is never shut
 * out as a whole. A known account counts by id, so its username and e-mail share one count.
 */
export function loginKey(tenant: TenantId, account: { userId: number } | { login: string }, address: string): string {
  const who = 'userId' in account ? `user:${account.userId}` : `login:${account.login.trim().toLowerCase()}`;
  return `${tenant}\n${who}\n${address}`;
}

/** Current-password checks count per account: only the account's own session can make them. */
export const passwordChangeKey = (tenant: TenantId, userId: number) => `${tenant}\nuser:${userId}`;

/** Public look-ups and claims count per address, across clubs (one visitor, many hosts). */
export const addressKey = (address: string) => address;

/**
 * Failed logins of any account from one address, across clubs (a sprayer tries many usernames with a few
 * common passwords, which the per-account count never sees). Past its threshold, an attempt from that
 * address is refused unchecked (429) unless the browser shows the named account's device cookie
 * (device-cookie.ts), set by an earlier successful login: a spray of usernames, real ones or not, waits
 * and learns nothing (known and unknown names get the same answer), while a member whose phone has
 * logged in before is checked as usual, typos included (the per-account count still applies). The cost:
 * a first login from a new browser at that address waits while the spray goes on; from elsewhere it does not.
 */
export const loginAddressKey = (address: string) => address;

/**
 * Reset requests count per account, whoever asks: a known account by id (its username and e-mail share a
 * count), an unknown name by itself, so both get the same answers, waits included.
 */
export function resetAccountKey(tenant: TenantId, account: { userId: number } | { login: string }): string {
  const who = 'userId' in account ? `user:${account.userId}` : `login:${account.login.trim().toLowerCase()}`;
  return `${tenant}\n${who}`;
}
