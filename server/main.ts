import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { clockFromEnv } from './clock.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { seedDemoData } from './db/seed/index.ts';
import { startHousekeeping } from './domain/housekeeping.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const now = clockFromEnv(env);
const dataDir = resolve(env.DATA_DIR);
await mkdir(dataDir, { recursive: true });

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

async function openDb(): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPglite(join(dataDir, 'pglite'));
}

const db = await openDb();
await migrate(db);
const seedStarted = performance.now();
if (await seedDemoData(db, now())) {
  console.log(`Seeded demo data in ${Math.round(performance.now() - seedStarted)} ms`);
}

const stopHousekeeping = startHousekeeping(db, now);
const app = createApp({ db, jwtSecret: await loadJwtSecret(), staticDir: resolve(env.STATIC_DIR), now, keepScheduleAnswers: !env.DATABASE_URL });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Club booking on http://localhost:${info.port} (tenants: http://<tenant>.localhost:${info.port}), database: ${env.DATABASE_URL ? 'PostgreSQL' : dataDir}`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  server.close();
  stopHousekeeping();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
