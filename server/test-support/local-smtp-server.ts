import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived, its parts decoded: what a person's mail program would show. */
export type ArrivedMail = { from: string; to: string[]; subject: string; text: string; html: string; raw: string };

/** RFC 2047 encoded words in a header (=?UTF-8?Q?…?= or =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

type Part = { headers: Record<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The text/plain and text/html parts of a message, through nested multiparts. */
function collectParts(part: Part, found: { text: string; html: string }) {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collectParts(splitPart(piece.replace(/^\r?\n/, '')), found);
    }
  } else if (type.toLowerCase().startsWith('text/html')) found.html = decodeBody(part);
  else if (type.toLowerCase().startsWith('text/plain')) found.text = decodeBody(part);
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ArrivedMail {
  const message = splitPart(raw);
  const found = { text: '', html: '' };
  collectParts(message, found);
  return { ...envelope, subject: decodeHeader(message.headers.subject ?? ''), ...found, raw };
}

/**
 * An SMTP server on 127.0.0.1 (a free port, or the one given) as the tests' stand-in for the club's mail
 * server: no TLS and no login, it keeps every mail it accepts and refuses the next `refuse(n)` with 451.
 */
export async function startLocalSmtpServer(port = 0) {
  const arrived: ArrivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        arrived.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    arrived,
    /** The next `count` mails are refused (451), as a busy mail server does. */
    refuse: (count: number) => {
      refusals = count;
    },
    /** The first mail to `to` (one that arrived already, or the next), waiting up to `timeoutMs`. */
    async waitFor(to: string, timeoutMs = 15_000): Promise<ArrivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = arrived.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalSmtpServer = Awaited<ReturnType<typeof startLocalSmtpServer>>;

/** The reset link of a mail's plain-text part. */
export const resetLinkOf = (mail: ArrivedMail) => /https?:\/\/\S+\/password-reset#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
