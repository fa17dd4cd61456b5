import type { Db } from './db.ts';

/** How often the embedded database is looked after (startPgliteUpkeep). */
export const PGLITE_UPKEEP_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum: without this, a club that grows on the embedded database keeps the planner's
 * statistics of its first day (a lookup by id can then take a wider index, every class of the club) and the
 * space of old row versions is never reused. This does what autovacuum would, with its default thresholds: a
 * table with more changes than 50 + 10 % of its rows since its last ANALYZE is analysed, one with more dead rows
 * than 50 + 20 % is vacuumed too. Answers the tables it looked after.
 */
export async function upkeepPglite(db: Db): Promise<string[]> {
  // the counts of the latest statements are kept back up to a second before they reach the statistics views
  await db.query('SELECT pg_stat_force_next_flush()');
  const due = await db.query<{ name: string; vacuum: boolean }>(
    `SELECT format('%I.%I', schemaname, relname) AS name, n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum
     FROM pg_stat_user_tables
     WHERE n_mod_since_analyze > 50 + 0.1 * n_live_tup OR n_dead_tup > 50 + 0.2 * n_live_tup
     ORDER BY relname`,
  );
  for (const table of due) await db.exec(`${table.vacuum ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${table.name}`);
  return due.map((table) => table.name);
}

/** Looks after the embedded database now (after a start's seeding) and every 10 minutes; a failure is logged. */
export function startPgliteUpkeep(db: Db): () => void {
  const run = () => {
    upkeepPglite(db).catch((error: unknown) => console.error('embedded database upkeep failed', error));
  };
  run();
  const timer = setInterval(run, PGLITE_UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
