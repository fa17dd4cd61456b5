import { Hono } from 'hono';
import { PasswordResetCheck, PasswordResetConfirm, PasswordResetRequest } from '../../src/api/contract/account.ts';
import type { AppEnv } from '../app-env.ts';
import type { MailProvider } from '../domain/mail/mail-provider.ts';
import { hashPassword } from '../domain/passwords.ts';
import { checkResetToken, resetPasswordByToken } from '../domain/password-reset.ts';
import { mailResetLink } from '../domain/password-reset-mail.ts';
import { addressKey, resetAccountKey } from '../domain/throttle/throttle-keys.ts';
import { findUserByLogin } from '../domain/users.ts';
import { appOrigin } from '../http/app-origin.ts';
import { requestLanguage } from '../http/labels.ts';
import { clientAddress } from '../http/request-info.ts';
import { parseJson } from '../http/validate.ts';

/** "Forgot password?": ask for a link by e-mail, check a link, set a new password by it. */
export function passwordResetRoutes(deps: { mail: MailProvider }) {
  const app = new Hono<AppEnv>();

  /**
   * Always 202 with no body, whether the account exists, has an e-mail address, or not: the answer tells a
   * stranger nothing. Waits (429) count per account and per address, for known and unknown names alike.
   */
  app.post('/account/password-reset', async (c) => {
    const { login } = await parseJson(c, PasswordResetRequest);
    const db = c.get('db');
    const tenant = c.get('tenant');
    const throttle = c.get('throttle');
    const now = c.get('now')();
    const user = await findUserByLogin(db, tenant, login);
    const accountKey = resetAccountKey(tenant, user ? { userId: user.id } : { login });
    const fromKey = addressKey(clientAddress(c));
    await throttle.assertAllowed('resetAddress', fromKey, now);
    await throttle.assertAllowed('resetAccount', accountKey, now);
    await throttle.record('resetAddress', fromKey, now);
    await throttle.record('resetAccount', accountKey, now);
    if (user && user.email.trim() !== '') {
      await mailResetLink(db, tenant, user, {
        language: requestLanguage(c),
        appOrigin: appOrigin(c),
        mail: deps.mail,
        now,
      });
    }
    return c.body(null, 202);
  });

  /** 204 while the link works; else 400 resetLinkInvalid, resetLinkExpired or resetLinkUsed. */
  app.post('/account/password-reset/check', async (c) => {
    const { token } = await parseJson(c, PasswordResetCheck);
    await checkResetToken(c.get('db'), c.get('tenant'), token, c.get('now')());
    return c.body(null, 204);
  });

  /** Sets the new password (docs/behaviour.md#validation-and-server-errors rules) and ends every session of the account; then the person logs in. */
  app.post('/account/password-reset/confirm', async (c) => {
    const input = await parseJson(c, PasswordResetConfirm);
    const now = c.get('now')();
    // checked first, so a dead link is told as such before the costly hash
    await checkResetToken(c.get('db'), c.get('tenant'), input.token, now);
    const passwordHash = await hashPassword(input.newPassword);
    await resetPasswordByToken(c.get('db'), c.get('tenant'), input.token, passwordHash, now);
    return c.body(null, 204);
  });

  return app;
}
