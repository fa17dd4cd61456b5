import type { Db } from '../db/db.ts';

/** A statement the server sent, with its parameters, to be explained again afterwards. */
export type RecordedQuery = { sql: string; params: unknown[] };

/**
 * The database as the server uses it, telling `record` every query it sends (transactions included), so a
 * test can read the plans of what an endpoint really runs. Scripts (exec) are not recorded.
 */
export function recordingDb(db: Db, record: (query: RecordedQuery) => void): Db {
  return {
    query(sql, params, options) {
      record({ sql, params: params ?? [] });
      return db.query(sql, params, options);
    },
    transaction: (fn) => db.transaction((tx) => fn(recordingDb(tx, record))),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    ...(db.session ? { session: db.session.bind(db) } : {}),
    ...(db.stats ? { stats: db.stats.bind(db) } : {}),
  };
}
