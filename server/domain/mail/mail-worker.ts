import type { Db } from '../../db/db.ts';
import type { Logger } from 'pino';
import { deliverDueMails } from './mail-sender.ts';
import type { MailTransport } from './mail-transport.ts';

/** How often the sender looks for due mails; a reset link reaches the mail server within this. */
export const MAIL_POLL_MS = 2_000;

/**
 * Sends the outbox every 2 s on the server's clock. Without a transport (no SMTP_URL) nothing is sent: the
 * mails stay in the outbox, and the log says so once at start. A failed run (database away) is logged and
 * tried again next time; runs never overlap.
 */
export function startMailWorker(db: Db, now: () => Date, transport: MailTransport | null, logger: Logger): () => void {
  if (!transport) {
    logger.warn({ event: 'mail' }, 'SMTP_URL is not set: e-mails (password reset links) stay in the outbox unsent');
    return () => {};
  }
  let sending = false;
  const tick = async () => {
    if (sending) return;
    sending = true;
    try {
      const report = await deliverDueMails(db, now(), transport);
      if (report.retried + report.failed > 0) logger.warn({ event: 'mail', ...report }, 'some e-mails were not sent');
    } catch (error) {
      logger.error({ event: 'mail', err: error }, 'e-mail delivery failed');
    } finally {
      sending = false;
    }
  };
  const timer = setInterval(() => void tick(), MAIL_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
