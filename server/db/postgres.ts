import pg from 'pg';
import type { Db, QueryOptions } from './db.ts';

// Dates and numbers come back the same way as from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** A named statement only when asked for: naming every statement breaks parameterless ones. */
function toQuery(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): pg.QueryConfig {
  return options?.statementName ? { name: options.statementName, text: sql, values: params } : { text: sql, values: params };
}

function clientDb(client: pg.PoolClient): Db {
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      return (await client.query(toQuery(sql, params, options))).rows as T[];
    },
    transaction: (fn) => fn(clientDb(client)),
    async exec(sql) {
      await client.query(sql);
    },
    async close() {},
  };
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  await pool.query('select 1');
  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      return (await pool.query(toQuery(sql, params, options))).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
