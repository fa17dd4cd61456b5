import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryOptions } from './db.ts';
import { jsonRowsPlan, jsonRowsSql, rowsFromJson, type JsonRowsPlan } from './pglite-json-rows.ts';
import { DurableNodeFS, durableStartParams, type FlushListener, flushNewTree, holdsCluster } from './durable-nodefs.ts';

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

/**
 * A parameter as a quoted SQL literal holding the text PGlite would send for it (its serializers: a Date's ISO
 * string, a number's digits, 't' or 'f'), which the parameter's type reads as it would the bound value;
 * undefined for anything else (arrays, objects). standard_conforming_strings is on: only quotes are doubled.
 */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? value
        : typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : typeof value === 'boolean'
            ? value
              ? 't'
              : 'f'
            : undefined;
  return text === undefined ? undefined : `'${text.replaceAll("'", "''")}'`;
}

/** Prepared statements kept at most; past it they are all let go and prepared again as asked. */
const MAX_PREPARED = 200;

/** PGlite keeps its emscripten module in a protected field; its heap view spans the whole WebAssembly memory. */
const wasmMemoryBytes = (pg: PGlite) => (pg as unknown as { mod?: { HEAPU8?: Uint8Array } }).mod?.HEAPU8?.byteLength;

export class DatabaseOpenError extends Error {}

/** PostgreSQL's own words on why it stopped ("PANIC:  could not locate a valid checkpoint record …"), without the log prefix. */
function reasonOf(logLines: string[], error: unknown): string {
  const fatal = logLines
    .filter((line) => /\b(PANIC|FATAL|ERROR):/.test(line))
    .map((line) => line.replace(/^.*?\b(PANIC|FATAL|ERROR):\s*/, ''));
  return fatal.length > 0 ? fatal.join('; ') : error instanceof Error ? error.message : String(error);
}

/**
 * PGlite aborts a damaged folder with a bare "Aborted()"; PostgreSQL's log lines of the opening are
 * kept so the error can say why, and which folder.
 */
async function createPglite(
  dataDir: string | undefined,
  fs: DurableNodeFS | undefined,
  options: PgliteOptions,
): Promise<PGlite> {
  const logLines: string[] = [];
  let opening = true;
  try {
    return await PGlite.create({
      ...(fs ? { fs } : {}),
      startParams: [...(fs ? durableStartParams : PGlite.defaultStartParams), ...memoryStartParams],
      loadDataDir: options.loadDataDir,
      onStderr: (line) => {
        if (opening) logLines.push(line);
        return false;
      },
    });
  } catch (error) {
    throw new DatabaseOpenError(
      `The embedded database in ${dataDir} could not be opened: ${reasonOf(logLines, error)}. ` +
        'The folder may be damaged (a power loss, or two server processes writing to it at once): ' +
        'restore it from a backup, or move it away to start with an empty database.',
      { cause: error },
    );
  } finally {
    opening = false;
  }
}

/**
 * shared_buffers 16 MB, not PostgreSQL's 128: the embedded database's buffers live in its WebAssembly heap,
 * whose pages stay resident once touched (it never shrinks), so 128 MB of buffers is 128 MB more RSS for
 * good. Pages not in the buffers are read from the data folder's files, which the OS caches outside the
 * process. Measured with `npm run soak` on the demo data: RSS ~530 → ~415 MiB, and the booking benchmark
 * is unchanged.
 */
export const memoryStartParams = ['-c', 'shared_buffers=16MB'];

/** How long the embedded database's queue may keep the event loop from answers and finished flushes (ms). */
const YIELD_EVERY_MS = 10;

export type PgliteOptions = {
  /**
   * Starts from a cluster saved by dumpDataDir() instead of running initdb: much faster than an
   * empty cluster, which boots PGlite twice (once for initdb). Tests start from a migrated one.
   */
  loadDataDir?: Blob;
  /** Told of every flush to disk (tests count them). */
  onFlush?: FlushListener;
};

export type PgliteDb = Db & {
  /** The whole cluster as an uncompressed tarball, for loadDataDir. */
  dumpDataDir(): Promise<Blob>;
};

/** Embedded PostgreSQL; dataDir undefined means in memory (tests). */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<PgliteDb> {
  const isNew = dataDir !== undefined && !holdsCluster(dataDir);
  // on disk, with PostgreSQL's flushes reaching it (durable-nodefs.ts); in memory, PGlite's defaults
  const fs = dataDir ? new DurableNodeFS(dataDir, options.onFlush) : undefined;
  const pg = await createPglite(dataDir, fs, options);
  // a new cluster (initdb's, or a backup's) was copied in by PGlite, not written by PostgreSQL: flushed here
  if (dataDir && isNew) flushNewTree(dataDir, options.onFlush);
  // One connection, no pool: what queues is work, so metrics count the calls under way (queued included).
  let inFlight = 0;
  /*
   * Calls run one at a time in arrival order, as in PGlite's own queue, with a turn of the event loop at
   * least every YIELD_EVERY_MS: PGlite hands its queue from one call to the next through promise callbacks
   * only, so the thousand bookings of a class opening ran to the last before a finished flush to disk was
   * noticed or an answer sent, and every member waited for the last one. Not before every call: each turn
   * lets a finished flush be noticed, and a flush for every few commits costs more than it saves. A whole
   * transaction is one call, as in PGlite.
   */
  let tail: Promise<unknown> = Promise.resolve();
  let lastTurn = performance.now();
  const nextTurn = () =>
    performance.now() - lastTurn < YIELD_EVERY_MS
      ? undefined
      : new Promise<void>((resolve) => setImmediate(() => ((lastTurn = performance.now()), resolve())));
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(nextTurn).then(work);
    tail = run.catch(() => {});
    return run;
  }
  async function counted<T>(work: () => Promise<T>): Promise<T> {
    inFlight += 1;
    try {
      return await inTurn(work);
    } finally {
      // nothing leaves before the commits made so far are on disk (one flush for all waiting meanwhile)
      try {
        await fs?.flushWal();
      } finally {
        inFlight -= 1;
      }
    }
  }
  /*
   * A named statement (db.ts QueryOptions) is prepared once and executed by name, so PostgreSQL keeps its plan as
   * it does on a server connection: PGlite's own calls are unnamed and planned every time (a large club's week,
   * 14–32 ms of planning per read). EXECUTE takes no bound parameters, so they go as literals; a statement
   * with any other kind of parameter (arrays) is sent as before.
   */
  const prepared = new Set<string>();
  /** Per named statement asked for manyRows: how its JSON rows are given back, null to fetch it as it is. */
  const jsonPlans = new Map<string, JsonRowsPlan>();
  async function prepare(name: string, sql: string) {
    if (prepared.has(name)) return;
    if (prepared.size >= MAX_PREPARED) {
      await pg.exec('DEALLOCATE ALL');
      prepared.clear();
    }
    await pg.exec(`PREPARE ${name} AS ${sql}`);
    prepared.add(name);
  }
  async function run<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
    const name = options?.statementName;
    const literals = (params ?? []).map(literalOf);
    if (!name || !/^[a-z_][a-z0-9_]*$/.test(name) || literals.some((literal) => literal === undefined))
      return (await pg.query<T>(sql, params)).rows;
    const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
    if (options?.manyRows) {
      if (!jsonPlans.has(name)) jsonPlans.set(name, jsonRowsPlan((await pg.describeQuery(sql)).resultFields));
      const plan = jsonPlans.get(name);
      if (plan) {
        const jsonName = `${name}_json_rows`;
        await prepare(jsonName, jsonRowsSql(sql));
        const [answer] = (await pg.query<{ rows: Record<string, unknown>[] }>(`EXECUTE ${jsonName}${args}`)).rows;
        return rowsFromJson<T>(answer?.rows ?? [], plan);
      }
    }
    await prepare(name, sql);
    return (await pg.query<T>(`EXECUTE ${name}${args}`)).rows;
  }
  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => counted(() => run<T>(sql, params, options)),
    // PGlite has a single connection; its transaction() holds a lock so statements don't interleave.
    transaction: (fn) => counted(() => pg.transaction((tx) => fn(wrapTx(tx)))),
    exec: (sql) => counted(async () => void (await pg.exec(sql))),
    close: () => pg.close(),
    stats: () => ({ kind: 'pglite', inFlight, wasmMemoryBytes: wasmMemoryBytes(pg) }),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
