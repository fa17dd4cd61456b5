/**
 * The databases `npm run bench:scale` compares: the demo seed alone, the seed with one large club (the
 * `default` tenant grown by the generator), and on PostgreSQL optionally every club grown. PGlite databases
 * live in data folders of their own (as the server keeps them); PostgreSQL ones are created by name.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tenantIds, type TenantId } from '../src/api/contract/tenant.ts';
import type { Db } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { seedDemoData } from '../server/db/seed/index.ts';
import { analyzeLargeClub, generateLargeClub } from '../server/db/seed/large/index.ts';
import { databaseUrl, onServer } from '../server/test-support/postgres-test-databases.ts';

export type Size = 'seed' | 'large' | 'clubs21';
export const sizeLabels: Record<Size, string> = { seed: 'seed', large: 'one large club', clubs21: '21 large clubs' };
const grown: Record<Size, readonly TenantId[]> = { seed: [], large: ['default'], clubs21: tenantIds };

export type BenchDb = { size: Size; db: Db; close: () => Promise<void> };
export type DbOptions = { scale: number; now: Date; log: (line: string) => void };

async function fill(db: Db, size: Size, { scale, now, log }: DbOptions): Promise<void> {
  await migrate(db);
  await seedDemoData(db, now);
  const started = performance.now();
  let made = 0;
  for (const tenant of grown[size]) if (await generateLargeClub(db, tenant, { scale, now })) made++;
  if (made > 0) {
    await analyzeLargeClub(db);
    log(`  ${sizeLabels[size]}: ${made} club(s) generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}

export async function openPgliteBench(size: Size, options: DbOptions): Promise<BenchDb> {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-scale-${size}-`));
  const db = await openPglite(path.join(dir, 'pglite'));
  await fill(db, size, options);
  return {
    size,
    db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database `${prefix}_${size}` on the server of `url`, created anew; with `reuse`, one left by an
 * earlier run is taken as it is (generating 21 clubs takes a while) and kept afterwards.
 */
export async function openPostgresBench(
  url: string,
  size: Size,
  { reuse, prefix, ...options }: DbOptions & { reuse: boolean; prefix: string },
): Promise<BenchDb> {
  const name = `${prefix}_${size}`;
  if (!reuse) await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(url, `CREATE DATABASE ${name}`).catch((error: unknown) => {
    if (!(reuse && /already exists/.test(String(error)))) throw error;
  });
  const db = await openPostgres(databaseUrl(url, name), 10);
  await fill(db, size, options);
  return {
    size,
    db,
    async close() {
      await db.close();
      if (!reuse) await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
