import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.ts';

function wrapTx(tx: Transaction): Db {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await tx.query<T>(sql, params)).rows;
    },
    transaction: (fn) => fn(wrapTx(tx)),
    async exec(sql) {
      await tx.exec(sql);
    },
    async close() {},
  };
}

/** Embedded PostgreSQL; dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir);
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await pg.query<T>(sql, params)).rows;
    },
    // PGlite has a single connection; its transaction() holds a lock so statements don't interleave.
    transaction: (fn) => pg.transaction((tx) => fn(wrapTx(tx))),
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
