/**
 * `npm run seed:large -- [--tenant reval | --all] [--scale 1]`: grows clubs of the database the server would
 * use (DATABASE_URL's PostgreSQL, else DATA_DIR's embedded database, default ./data) to a real club's size:
 * 10,000 members, about 150 classes a week in 20 rooms over three years, their registrations, invoices,
 * contracts, vouchers and entry codes (server/db/seed/large/). Migrates and seeds the demo data first when
 * the database is empty; a club already generated is left as it is. `--scale 0.1` makes a tenth of it.
 * Run it while the server is stopped (PGlite's folder has one user at a time).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tenantIds, TenantId } from '../src/api/contract/tenant.ts';
import * as v from 'valibot';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { analyzeLargeClub, countLargeClub, generateLargeClub } from '../server/db/seed/large/index.ts';
import { readEnv } from '../server/env.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'default' },
    all: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
  },
});
const scale = Number(values.scale);
if (!(scale > 0)) throw new Error(`--scale must be a positive number, not ${values.scale}`);
const tenants: TenantId[] = values.all ? [...tenantIds] : [v.parse(TenantId, values.tenant)];

const env = readEnv();
let release = () => {};
async function open(): Promise<{ db: Db; where: string }> {
  if (env.DATABASE_URL) return { db: await openPostgres(env.DATABASE_URL, 2), where: 'PostgreSQL (DATABASE_URL)' };
  const dataDir = resolve(env.DATA_DIR);
  // a fresh clone has no data folder until the server's first start: this may be the first
  mkdirSync(dataDir, { recursive: true });
  release = lockDataDir(dataDir);
  return { db: await openPglite(join(dataDir, 'pglite')), where: `PGlite in ${dataDir}` };
}

const { db, where } = await open();
try {
  await migrate(db);
  if (await seedDemoData(db, new Date())) console.log('seeded the demo data');
  console.log(`${where}: ${tenants.length === 1 ? tenants[0] : `${tenants.length} clubs`} at scale ${scale}`);
  for (const tenant of tenants) {
    const started = performance.now();
    const made = await generateLargeClub(db, tenant, { scale });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = await countLargeClub(db, tenant);
    const figures = Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.log(`${tenant}: ${made ? `generated in ${seconds} s` : 'already generated'}; ${figures}`);
  }
  const started = performance.now();
  await analyzeLargeClub(db);
  console.log(`ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
  release();
}
