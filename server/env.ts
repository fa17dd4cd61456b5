import * as v from 'valibot';
import { parsePushServiceHosts } from './domain/push/push-services.ts';

// The only place that reads process.env: everything else receives a parsed Env.
const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.nonEmpty())),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'staging', 'test']), 'production'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  /**
   * Set (1/true) only behind a reverse proxy the operator runs: then its X-Forwarded-Proto says whether the
   * browser came over https (HSTS, Secure cookies) and the last X-Forwarded-For entry is the client's address
   * (login and look-up limits). Without it both headers are ignored, as any client could send them.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['1', '0', 'true', 'false']),
      v.transform((flag) => flag === '1' || flag === 'true'),
    ),
    '0',
  ),
  /** pino's level for the JSON request log on stdout; default info, and silent under NODE_ENV=test. */
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  /** Lets `Authorization: Bearer <METRICS_TOKEN>` read GET /metrics from other machines (loopback always may). */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16))),
  /** The admin's SMS (messages, class notices) per club and club day; past it they are refused (server/domain/sms/daily-cap.ts). */
  SMS_DAILY_CAP: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '500'),
  /** Where the server writes a backup archive a day (server/backup/daily-backups.ts); unset: no daily backups. */
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** How many of the newest daily backups stay in BACKUP_DIR. */
  BACKUP_KEEP: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '7'),
  /** The folder of pg_dump and pg_restore (backups with DATABASE_URL); else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
  PG_BIN: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /**
   * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); both or neither.
   * Without them a pair is generated on first start and kept in DATA_DIR/vapid-keys.json (server/domain/push/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/))),
  /**
   * The push services members' devices may subscribe on, comma-separated host names or `*.domain`
   * (server/domain/push/push-services.ts); unset: the browsers' own (Google, Mozilla, Apple, Microsoft).
   */
  PUSH_SERVICE_HOSTS: v.optional(v.pipe(v.string(), v.nonEmpty(), v.transform(parsePushServiceHosts))),
  /** The contact push services may use about this server: `mailto:` or `https:` (default a placeholder). */
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/))),
  /**
   * The SMTP server e-mail (password reset links) goes through, as nodemailer reads it: `smtp://user:pass@host:587`
   * (STARTTLS when offered) or `smtps://user:pass@host:465`. Unset: mails stay in the outbox, and the log says so.
   */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/))),
  /** The sender address of those mails; the club's name is shown as the sender's name. */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email()), 'no-reply@clubbook.example'),
  /** Test-only (NODE_ENV=test): the instant the server's clock reads at TEST_CLOCK_ORIGIN (server/clock.ts). */
  TEST_CLOCK_START: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp(),
      v.transform((iso) => new Date(iso)),
    ),
  ),
  /** Test-only: the real epoch milliseconds at which the pinned clock reads TEST_CLOCK_START (default: server start). */
  TEST_CLOCK_ORIGIN: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0))),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** One half of a key pair would sign with a key that does not match the one browsers subscribed with. */
const pairedVapid = (env: Env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined);

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries).flatMap((key) => (source[key] ? [[key, source[key]]] : [])),
  );
  const env = v.parse(EnvSchema, picked);
  if (!pairedVapid(env)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.');
  return env;
}
