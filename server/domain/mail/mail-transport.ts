import nodemailer from 'nodemailer';

/** A rendered mail as it leaves: the sender's display name is the club's. */
export type OutgoingMail = {
  fromName: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

/** Hands one mail to a mail server; throws when it was not accepted (the worker tries again later). */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/**
 * nodemailer to the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`), from MAIL_FROM.
 * Timeouts are short: an unreachable server delays only this round of the worker, not the next.
 */
export function smtpTransport(url: string, fromAddress: string): MailTransport {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: { name: mail.fromName, address: fromAddress },
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
