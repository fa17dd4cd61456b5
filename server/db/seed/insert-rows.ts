import type { Db } from '../db.ts';

/** Postgres allows 65535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/**
 * One multi-row INSERT per batch (seeding row by row would take minutes for 21 tenants).
 * Returns the `returning` columns in row order: Postgres returns VALUES rows in order.
 */
export async function insertRows<R = Record<string, unknown>>(
  db: Db,
  table: string,
  rows: Record<string, unknown>[],
  returning?: string,
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const result: R[] = [];
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const values = batch.map((row) => `(${columns.map((column) => `$${params.push(row[column])}`).join(', ')})`);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    result.push(...(await db.query<R>(sql, params)));
  }
  return result;
}

export async function insertIds(db: Db, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  return (await insertRows<{ id: number }>(db, table, rows, 'id')).map((row) => row.id);
}
