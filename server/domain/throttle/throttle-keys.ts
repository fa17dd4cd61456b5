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
