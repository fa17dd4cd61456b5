export type QueryOptions = {
  /**
   * Keeps the statement parsed and planned on each PostgreSQL connection under this name, so later
   * calls send only its parameters. For a hot statement with parameters and fixed text only (one
   * text per name). PGlite prepares it once and executes it by name when every parameter is a plain value
   * (pglite.ts), and sends it unnamed otherwise.
   */
  statementName?: string;
  /**
   * A named statement's answer has many rows and columns (a week of classes): PGlite then fetches the rows as
   * one JSON value and gives them back as its parser would (pglite-json-rows.ts), decoding one field instead of
   * thousands. node-postgres decodes rows faster than PostgreSQL would build the JSON: it sends the statement as
   * it is.
   */
  manyRows?: boolean;
};

/** What a metrics scrape reads of the database's connections (server/http/metrics.ts). */
export type DbStats =
  | { kind: 'postgres'; total: number; idle: number; waiting: number }
  | {
      kind: 'pglite';
      inFlight: number;
      /** The engine's WebAssembly memory (it grows and never shrinks). */
      wasmMemoryBytes?: number;
    };

/** The one database interface the server uses, over PGlite or node-postgres alike. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs fn on one connection of its own, outside any transaction (its `transaction` begins and commits on
   * that connection): for session-level locks and statements that refuse a transaction block (CREATE INDEX
   * CONCURRENTLY). PostgreSQL only; PGlite has one connection and no concurrent sessions to keep apart.
   */
  session?<T>(fn: (conn: Db) => Promise<T>): Promise<T>;
  /** Connection figures for metrics; absent on a transaction's handle. */
  stats?(): DbStats;
}

/**
 * The database cannot be reached (PostgreSQL restarting, connections dropped, network down): the
 * request did not happen and may be retried; the server answers 503 and keeps running.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
