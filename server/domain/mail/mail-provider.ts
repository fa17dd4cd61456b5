import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';

export type MailKind = 'passwordReset';

/** One e-mail to one address, rendered in the reader's language: a plain-text and an HTML part. */
export type MailMessage = {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
};

/**
 * Where e-mail goes, as SmsProvider is for SMS: `send` runs inside the caller's transaction, so a mail
 * exists exactly when the change it belongs to was committed; `at` is the server's clock.
 */
export interface MailProvider {
  send(db: Db, tenant: TenantId, messages: readonly MailMessage[], at: Date): Promise<number>;
}
