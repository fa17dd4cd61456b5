import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Profile } from '../../src/api/contract/profile.ts';
import { useUpResetTokens } from './password-reset.ts';
import { revokeOtherFamilies } from './refresh-tokens.ts';

export type UserRow = {
  id: number;
  username: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  gender: 'female' | 'male';
  password_hash: string;
  client_code: string;
  status: number;
  is_admin: boolean;
  trainer_id: number | null;
  can_see_registrations: boolean;
  can_manage_registrations: boolean;
  needs_update: boolean;
};

/** The member's own profile as the API answers it (GET /user/account/profile, and the data export's). */
export function profileOf(
  user: Pick<UserRow, 'id' | 'client_code' | 'username' | 'email' | 'phone' | 'first_name' | 'last_name' | 'gender'>,
): Profile {
  return {
    clientId: user.id,
    clientCode: user.client_code,
    username: user.username,
    email: user.email,
    phone: user.phone,
    firstName: user.first_name,
    lastName: user.last_name,
    gender: user.gender,
  };
}

const columns = `id, username, email, phone, first_name, last_name, gender, password_hash, client_code, status,
  is_admin, trainer_id, can_see_registrations, can_manage_registrations, needs_update`;

/** Logins accept the username or the e-mail address, case-insensitively; an erased account is no one's. */
export async function findUserByLogin(db: Db, tenant: TenantId, login: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${columns} FROM users WHERE tenant = $1 AND erased_at IS NULL AND (lower(username) = lower($2) OR lower(email) = lower($2))
     ORDER BY (lower(username) = lower($2)) DESC LIMIT 1`,
    [tenant, login],
  );
  return rows[0];
}

export async function findUserById(db: Db, tenant: TenantId, id: number): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${columns} FROM users WHERE tenant = $1 AND id = $2 AND erased_at IS NULL`,
    [tenant, id],
  );
  return rows[0];
}

/**
 * Stores a new password hash and ends the user's sessions elsewhere (maybe the reason for the change),
 * all but `keepFamily` (this device's), and the account's open password reset links, in one transaction.
 */
export async function changePasswordHash(
  db: Db,
  tenant: TenantId,
  userId: number,
  passwordHash: string,
  keepFamily: string | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $3 WHERE tenant = $1 AND id = $2', [tenant, userId, passwordHash]);
    await revokeOtherFamilies(tx, tenant, userId, keepFamily);
    await useUpResetTokens(tx, tenant, userId, now);
  });
}
