/**
 * `npm run audit:check`: verifies every club's audit-log chain (issue 40, server/domain/audit/verify-chain.ts)
 * and names the first entry that breaks it. Exits 1 when a chain is broken, 2 when the database cannot be read.
 * With DATABASE_URL, that PostgreSQL; else the embedded database in DATA_DIR (stop the server first: the data
 * folder has one user at a time).
 */
import { join, resolve } from 'node:path';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import type { Db } from '../server/db/db.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { verifyAllChains } from '../server/domain/audit/verify-chain.ts';
import { readEnv } from '../server/env.ts';

const env = readEnv();
let release: (() => void) | undefined;

async function open(): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, 1);
  const dataDir = resolve(env.DATA_DIR);
  release = lockDataDir(dataDir);
  return openPglite(join(dataDir, 'pglite'));
}

let db: Db | undefined;
try {
  db = await open();
  const reports = await verifyAllChains(db);
  for (const r of reports) {
    console.log(
      r.broken
        ? `${r.tenant}: BROKEN at entry ${r.broken.seq} (${r.broken.reason}) of ${r.entries}`
        : `${r.tenant}: ${r.entries} entries, chain intact`,
    );
  }
  if (reports.length === 0) console.log('No audit entries yet.');
  process.exitCode = reports.some((r) => r.broken) ? 1 : 0;
} catch (error) {
  console.error(`audit:check could not read the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await db?.close();
  release?.();
}
