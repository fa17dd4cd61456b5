import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createApp } from './app.ts';
import { clockFromEnv } from './clock.ts';
import { DatabaseUnavailableError, type Db } from './db/db.ts';
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock.ts';
import { holdsCluster } from './db/durable-nodefs.ts';
import { migrate } from './db/migrate.ts';
import { makeClusterApart } from './db/new-cluster.ts';
import { DatabaseOpenError, openPglite, type PgliteDb } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { seedDemoData } from './db/seed/index.ts';
import { startHousekeeping } from './domain/housekeeping.ts';
import { startPgliteUpkeep } from './db/pglite-upkeep.ts';
import { startNoShowJob } from './domain/strikes/no-show-job.ts';
import { startPushWorker } from './domain/push/push-worker.ts';
import { pushTransport } from './domain/push/sender.ts';
import { startWebhookWorker } from './domain/webhooks/webhook-worker.ts';
import { webhookTransport } from './domain/webhooks/transport.ts';
import { startWaitingListJob } from './domain/booking/waiting-list-job.ts';
import { startBookingAlertJob } from './domain/booking/booking-open-alerts.ts';
import { startStandingBookingJob } from './domain/standing/standing-job.ts';
import { localVersions, sharedVersions } from './domain/schedule/schedule-versions.ts';
import { outboxSmsProvider } from './domain/sms/outbox-sms-provider.ts';
import { startMailWorker } from './domain/mail/mail-worker.ts';
import { smtpTransport } from './domain/mail/mail-transport.ts';
import { loadVapidKeys } from './domain/push/vapid-keys.ts';
import { BROWSER_PUSH_SERVICES } from './domain/push/push-services.ts';
import { readEnv } from './env.ts';
import { createLogger } from './http/logger.ts';
import { createMetrics } from './http/metrics.ts';
import { drainServer } from './http/drain.ts';
import { listenApp } from './http/listen.ts';
import { serveBackups } from './backup/backup-socket.ts';
import { startDailyBackups } from './backup/daily-backups.ts';
import { type BackupSource, makeBackup } from './backup/make-backup.ts';

const env = readEnv();
const logger = createLogger(env);
const now = clockFromEnv(env);
const dataDir = resolve(env.DATA_DIR);
await mkdir(dataDir, { recursive: true });

/** A startup failure the operator can act on: its message alone, no stack, and a non-zero exit. */
function refuseToStart(error: unknown): never {
  if (error instanceof DatabaseUnavailableError) {
    const cause = error.cause as NodeJS.ErrnoException;
    console.error(
      `The PostgreSQL server of DATABASE_URL cannot be reached: ${cause.message || cause.code || String(cause)}`,
    );
    process.exit(1);
  }
  if (!(error instanceof DataDirBusyError || error instanceof DatabaseOpenError)) throw error;
  console.error(error.message);
  process.exit(error instanceof DataDirBusyError ? 2 : 1);
}

// One writer per data folder, taken before the embedded database opens (PostgreSQL has its own locking).
let releaseLock = () => {};
if (!env.DATABASE_URL) {
  try {
    releaseLock = lockDataDir(dataDir);
  } catch (error) {
    refuseToStart(error);
  }
  process.on('exit', () => releaseLock());
}

/** JWT_SECRET, else a secret generated on first start and kept in the data folder so tokens survive restarts. */
async function loadJwtSecret(): Promise<Uint8Array> {
  if (env.JWT_SECRET) return new TextEncoder().encode(env.JWT_SECRET);
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 43) return new TextEncoder().encode(stored);
  } catch {
    // first start: generated below
  }
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}

async function openDb(): Promise<{ db: Db; backupSource: BackupSource }> {
  if (env.DATABASE_URL)
    return {
      db: await openPostgres(env.DATABASE_URL),
      backupSource: { kind: 'postgres', url: env.DATABASE_URL, pgBin: env.PG_BIN },
    };
  const pgliteDir = join(dataDir, 'pglite');
  if (!holdsCluster(pgliteDir)) await makeClusterApart(pgliteDir);
  const pglite: PgliteDb = await openPglite(pgliteDir);
  return { db: pglite, backupSource: { kind: 'pglite', db: pglite } };
}

const { db, backupSource } = await openDb().catch(refuseToStart);
await migrate(db);
const seedStarted = performance.now();
if (await seedDemoData(db, now())) {
  console.log(`Seeded demo data in ${Math.round(performance.now() - seedStarted)} ms`);
}

const stopHousekeeping = startHousekeeping(db, now);
// PostgreSQL has its autovacuum; the embedded database has this
const stopPgliteUpkeep = env.DATABASE_URL ? () => {} : startPgliteUpkeep(db);
// one set of schedule versions for the app and the waiting-list job, whose offers change what members see
const versions = env.DATABASE_URL ? sharedVersions(db) : localVersions();
const stopWaitingListJob = startWaitingListJob(db, outboxSmsProvider, now, (tenant) => versions.bump(tenant));
const stopBookingAlertJob = startBookingAlertJob(db, now);
const stopStandingBookingJob = startStandingBookingJob(db, now, (tenant) => versions.bump(tenant));
const makeArchive = () => makeBackup(backupSource, dataDir, now());
/** `npm run backup` on the embedded database asks this process, the one that has it open (backup-socket.ts). */
async function serveBackupsOnSocket(): Promise<() => Promise<void>> {
  if (env.DATABASE_URL) return async () => {};
  try {
    return await serveBackups(dataDir, makeArchive, logger);
  } catch (error) {
    // e.g. a DATA_DIR path too long for a Unix socket (108 bytes): the server runs, `npm run backup` cannot reach it
    logger.warn(
      { event: 'backup', err: error },
      'npm run backup cannot reach this server: its socket in the data folder could not be opened',
    );
    return async () => {};
  }
}
const stopServingBackups = await serveBackupsOnSocket();
const stopDailyBackups = env.BACKUP_DIR
  ? startDailyBackups({ dir: resolve(env.BACKUP_DIR), keep: env.BACKUP_KEEP, now, makeArchive, logger })
  : async () => {};
// VAPID keys beside jwt-secret in the data folder (or from the environment), like the JWT secret
const vapid = await loadVapidKeys(dataDir, env);
// the tests' local push service runs on this machine
const pushServices = {
  services: env.PUSH_SERVICE_HOSTS ?? BROWSER_PUSH_SERVICES,
  allowLoopback: env.NODE_ENV === 'test',
};
const stopPushWorker = startPushWorker(db, now, vapid, pushTransport(pushServices));
// the tests' webhook receivers listen on loopback too
const stopWebhookWorker = startWebhookWorker(db, now, webhookTransport({ allowLoopback: env.NODE_ENV === 'test' }));
const stopMailWorker = startMailWorker(
  db,
  now,
  env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : null,
  logger,
);
let closing = false;
let stopNoShowJob = () => {};
const app = createApp({
  draining: () => closing,
  db,
  jwtSecret: await loadJwtSecret(),
  staticDir: resolve(env.STATIC_DIR),
  now,
  scheduleVersions: env.DATABASE_URL ? 'shared' : 'local',
  versions,
  trustProxy: env.TRUST_PROXY,
  smsDailyCap: env.SMS_DAILY_CAP,
  logger,
  metrics: createMetrics(db, { processMetrics: true }),
  metricsToken: env.METRICS_TOKEN,
  vapid,
  // the end-to-end tests' push service listens on loopback over http
  pushLoopbackHttp: pushServices.allowLoopback,
  pushServices: pushServices.services,
  // strikes counted outside a request make kept schedule answers stale as a write request does
  onScheduleInvalidator: (invalidate) => {
    stopNoShowJob = startNoShowJob(db, now, invalidate);
  },
});
const server = listenApp(app.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(
    `Club booking on http://localhost:${info.port} (tenants: http://<tenant>.localhost:${info.port}), database: ${env.DATABASE_URL ? 'PostgreSQL' : dataDir}`,
  );
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${env.PORT} is in use by another program: set PORT to a free one.`
      : error.message,
  );
  process.exit(1);
});

/**
 * SIGTERM (an orchestrator or systemd stopping us) and SIGINT: /readyz turns 503, no new connections, every
 * request under way is answered (up to 10 s), and only then the database closes, so no answered write is lost
 * and no request is cut off mid-way.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  stopHousekeeping();
  stopPgliteUpkeep();
  stopWaitingListJob();
  stopBookingAlertJob();
  stopStandingBookingJob();
  stopNoShowJob();
  stopPushWorker();
  stopWebhookWorker();
  stopMailWorker();
  const { timedOut } = await drainServer(server);
  if (timedOut) console.error('some requests were still running after 10 s; their connections were closed');
  // a backup under way finishes first: it reads the database
  await stopDailyBackups();
  await stopServingBackups();
  await db.close();
  releaseLock();
  console.log('closed');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
