import type { MailProvider } from './mail-provider.ts';

/** Writes mails to mail_outbox, due at once; the mail worker (mail-worker.ts) sends them over SMTP. */
export const outboxMailProvider: MailProvider = {
  async send(db, tenant, messages, at) {
    const deliverable = messages.filter((m) => m.to.trim() !== '');
    for (const m of deliverable) {
      await db.query(
        `INSERT INTO mail_outbox (tenant, recipient, kind, subject, text_body, html_body, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [tenant, m.to.trim(), m.kind, m.subject, m.text, m.html, at],
      );
    }
    return deliverable.length;
  },
};
