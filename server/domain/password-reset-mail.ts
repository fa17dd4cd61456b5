import { PASSWORD_RESET_MINUTES } from '../../src/api/contract/account.ts';
import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import { getTenant } from '../../tenants/registry.ts';
import type { Db } from '../db/db.ts';
import type { MailProvider } from './mail/mail-provider.ts';
import { resetMail } from './mail/reset-mail.ts';
import { issueResetToken } from './password-reset.ts';
import type { UserRow } from './users.ts';

/** The app's page a reset link opens; the token rides in the fragment, which never reaches a server log. */
export const RESET_PAGE_PATH = '/password-reset';

/** Issues a reset token and puts its mail in the outbox, together: no mail without its token, nor the reverse. */
export async function mailResetLink(
  db: Db,
  tenant: TenantId,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
  options: { language: Language; appOrigin: string; mail: MailProvider; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const token = await issueResetToken(tx, tenant, user.id, options.now);
    const mail = resetMail(options.language, {
      clubName: getTenant(tenant).brandName,
      firstName: user.first_name,
      link: `${options.appOrigin}${RESET_PAGE_PATH}#${token}`,
      minutes: PASSWORD_RESET_MINUTES,
    });
    await options.mail.send(tx, tenant, [{ to: user.email, kind: 'passwordReset', ...mail }], options.now);
  });
}
