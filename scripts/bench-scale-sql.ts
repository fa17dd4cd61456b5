/**
 * What a request runs in the database, for `npm run bench:scale`: a Db wrapper that records each statement's
 * text, parameters and time while a recording is open, and EXPLAIN (ANALYZE, BUFFERS) of a recorded statement.
 * Wrapping the Db the in-process app uses works alike on PGlite and PostgreSQL (pg_stat_statements would be
 * PostgreSQL only, an extension to install, and sums statements over all requests instead of per endpoint).
 */
import type { Db, QueryOptions } from '../server/db/db.ts';

export type RecordedQuery = { sql: string; params: unknown[]; ms: number };

export type RecordingDb = Db & {
  /** Records what runs until the returned function is called, which returns the statements. */
  record(): () => RecordedQuery[];
};

export function recordingDb(db: Db): RecordingDb {
  let sink: RecordedQuery[] | null = null;
  const wrap = (inner: Db): Db => ({
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
      if (!sink) return inner.query<T>(sql, params, options);
      const started = performance.now();
      const rows = await inner.query<T>(sql, params, options);
      sink?.push({ sql, params: params ?? [], ms: performance.now() - started });
      return rows;
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
    stats: inner.stats?.bind(inner),
  });
  return {
    ...wrap(db),
    record() {
      const own: RecordedQuery[] = [];
      sink = own;
      return () => {
        if (sink === own) sink = null;
        return own;
      };
    },
  };
}

/** The statement that took longest on average over the recorded requests, with its last parameters. */
export function slowestQuery(recorded: RecordedQuery[]): (RecordedQuery & { runs: number }) | null {
  const bySql = new Map<string, { total: number; runs: number; last: RecordedQuery }>();
  for (const query of recorded) {
    const entry = bySql.get(query.sql) ?? { total: 0, runs: 0, last: query };
    entry.total += query.ms;
    entry.runs += 1;
    entry.last = query;
    bySql.set(query.sql, entry);
  }
  let worst: (RecordedQuery & { runs: number }) | null = null;
  for (const { total, runs, last } of bySql.values()) {
    if (!worst || total / runs > worst.ms) worst = { ...last, ms: total / runs, runs };
  }
  return worst;
}

class RolledBack extends Error {}

/** The plan as run (a write too: inside a transaction that is rolled back). */
export async function explainAnalyze(db: Db, query: RecordedQuery): Promise<string> {
  let plan = '';
  await db
    .transaction(async (tx) => {
      const rows = await tx.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.params);
      plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}

/** The tables a plan reads whole (Seq Scan), with the rows each scan removed by its filter. */
export function seqScans(plan: string): string[] {
  const found: string[] = [];
  const lines = plan.split('\n');
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (\w+)/.exec(line);
    if (!scan) return;
    const removed = lines
      .slice(i + 1, i + 4)
      .map((l) => /Rows Removed by Filter: (\d+)/.exec(l)?.[1])
      .find(Boolean);
    const rows = /actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)/.exec(line);
    found.push(
      `${scan[1]}${rows ? ` (${rows[1]} rows × ${rows[2]} loops${removed ? `, ${removed} removed by filter` : ''})` : ''}`,
    );
  });
  return found;
}
