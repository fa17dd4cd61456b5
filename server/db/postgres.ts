import pg from 'pg';
import { isConnectionFailure } from './connection-errors.ts';
import { DatabaseUnavailableError, type Db, type QueryOptions } from './db.ts';

// Dates and numbers come back the same way as from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** A named statement only when asked for: naming every statement breaks parameterless ones. */
function toQuery(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): pg.QueryConfig {
  return options?.statementName
    ? { name: options.statementName, text: sql, values: params }
    : { text: sql, values: params };
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

/** One checked-out connection in autocommit mode; its transaction() really begins and commits on it. */
function sessionDb(client: pg.PoolClient): Db {
  return {
    ...clientDb(client),
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/**
 * Reports an outage once and the recovery once, instead of a line per failed request. A lost
 * connection becomes DatabaseUnavailableError (503); other errors pass unchanged.
 */
function outageWatch() {
  let down = false;
  return {
    failed(error: unknown): unknown {
      if (!isConnectionFailure(error)) return error;
      if (!down)
        console.error(
          `PostgreSQL is unreachable (${error instanceof Error ? error.message : String(error)}): requests answer 503 until it is back`,
        );
      down = true;
      return new DatabaseUnavailableError(error);
    },
    succeeded() {
      if (down) console.log('PostgreSQL is reachable again');
      down = false;
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Db> {
  // A connection that cannot be made within 5 s fails the request (503) rather than hanging it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  const watch = outageWatch();
  // An idle connection dropped by the server (restart, pg_terminate_backend) is an 'error' event on the
  // pool, which would end the process if nobody listened; the pool replaces it on the next request.
  pool.on('error', (error) => void watch.failed(error));
  await pool.query('select 1').catch(async (error: unknown) => {
    await pool.end();
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  });

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      watch.succeeded();
      return result;
    } catch (error) {
      throw watch.failed(error);
    }
  }

  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    // A checked-out client has no listener of the pool's: a connection lost between two statements
    // would be an unhandled 'error' event. The failing statement reports it instead.
    let broken: unknown = null;
    const onError = (error: unknown) => (broken = error);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await fn(clientDb(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (isConnectionFailure(error)) broken ??= error;
      if (!broken) await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      // A broken connection is closed, not handed to the next request; it keeps our listener, as
      // its socket may still report an error while closing.
      if (!broken) client.off('error', onError);
      client.release(broken ? true : undefined);
    }
  }

  async function session<T>(fn: (conn: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let failed = false;
    const onError = () => (failed = true);
    client.on('error', onError);
    try {
      return await fn(sessionDb(client));
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // a connection that failed may still hold what the session took (an advisory lock, an open
      // transaction): it is closed, not handed to the next request
      if (!failed) client.off('error', onError);
      client.release(failed ? true : undefined);
    }
  }

  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      guarded(async () => (await pool.query(toQuery(sql, params, options))).rows as T[]),
    transaction: (fn) => guarded(() => transaction(fn)),
    exec: (sql) => guarded(async () => void (await pool.query(sql))),
    session: (fn) => guarded(() => session(fn)),
    close: () => pool.end(),
    stats: () => ({ kind: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
