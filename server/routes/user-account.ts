import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AccountStatusCode,
  accountStatuses,
  PasswordChangeRequest,
  type AccountStatus,
} from '../../src/api/contract/profile.ts';
import { statusAllowsBooking, statusAllowsEntry } from '../domain/account-status.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { requireUser } from '../http/guards.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { passwordChangeKey } from '../domain/throttle/throttle-keys.ts';
import { sessionIdOf } from '../domain/tokens.ts';
import { changePasswordHash, findUserById, profileOf } from '../domain/users.ts';
import { parseJson } from '../http/validate.ts';

export const userAccountRoutes = new Hono<AppEnv>();

async function currentUser(c: Parameters<typeof requireUser>[0]) {
  const claims = requireUser(c);
  const user = await findUserById(c.get('db'), c.get('tenant'), claims.clientId);
  // The token outlived its user (deleted account).
  if (!user) throw new ApiError(401, 'unauthorized');
  return user;
}

userAccountRoutes.get('/user/account/profile', async (c) => {
  return c.json(profileOf(await currentUser(c)));
});

userAccountRoutes.get('/user/account/status', async (c) => {
  const user = await currentUser(c);
  const status = v.parse(AccountStatusCode, user.status);
  const body: AccountStatus = {
    status,
    name: accountStatuses[status],
    canBook: statusAllowsBooking(status),
    canEnter: statusAllowsEntry(status),
  };
  return c.json(body);
});

userAccountRoutes.put('/user/account/password', async (c) => {
  const user = await currentUser(c);
  const input = await parseJson(c, PasswordChangeRequest);
  const now = c.get('now')();
  // Current-password guesses (a session left open) wait like failed logins.
  const throttleKey = passwordChangeKey(c.get('tenant'), user.id);
  await c.get('throttle').assertAllowed('passwordChange', throttleKey, now);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    await c.get('throttle').record('passwordChange', throttleKey, now);
    throw new ApiError(400, 'passwordNotValid');
  }
  await c.get('throttle').clear('passwordChange', throttleKey);
  // checked after the current password, so the answer tells nothing to someone who does not know it
  if (input.newPassword === input.currentPassword) throw new ApiError(400, 'passwordUnchanged');
  const passwordHash = await hashPassword(input.newPassword);
  // Sessions elsewhere end; this device stays logged in.
  await changePasswordHash(
    c.get('db'),
    c.get('tenant'),
    user.id,
    passwordHash,
    sessionIdOf(c.req.header('authorization')),
    now,
  );
  return c.body(null, 204);
});
