import { close, closeSync, fdatasync, fdatasyncSync, fsyncSync, openSync, readdirSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** What was flushed: a write-ahead-log segment, any other file of the cluster (tables, clog, pg_control…), or a folder. */
export type FlushKind = 'wal' | 'data' | 'folder';

/** Called after each flush has reached the disk (tests and the durability probe count them). */
export type FlushListener = (kind: FlushKind, path: string) => void;

/** The part of emscripten's NODEFS this file relies on (PGlite hands the module object to preRun). */
type EmscriptenStream = { nfd: number; node: { mode: number }; walFile?: boolean };
type StreamOps = {
  fsync?: (stream: EmscriptenStream) => number;
  write: (stream: EmscriptenStream, buffer: Uint8Array, offset: number, length: number, position?: number) => number;
};
/** The operations that remove or shorten what is on disk (drop, truncate, rename over): they must follow the log. */
type Destructive = 'unlink' | 'rename' | 'rmdir' | 'setattr';
type NodeOps = Record<Destructive, (...args: unknown[]) => unknown>;
type EmscriptenModule = {
  FS: { isDir(mode: number): boolean };
  NODEFS: {
    realPath(node: unknown): string;
    stream_ops: StreamOps & { setattr: (...args: unknown[]) => unknown };
    node_ops: NodeOps;
  };
};

const fdatasyncAsync = promisify(fdatasync);
const closeAsync = promisify(close);

function allZeros(buffer: Uint8Array, offset: number, length: number): boolean {
  for (let i = offset; i < offset + length; i++) if (buffer[i] !== 0) return false;
  return true;
}

const kindOf = (path: string, folder: boolean): FlushKind =>
  folder ? 'folder' : path.includes('/pg_wal/') ? 'wal' : 'data';

/**
 * PGlite's data folder on Node, with PostgreSQL's flushes reaching the disk, and commits flushed in groups.
 *
 * PGlite's own NodeFS maps PostgreSQL's file calls onto node:fs but has no `fsync`: emscripten's fsync()
 * asks the stream for one and, finding none, returns success having done nothing (its fdatasync() does
 * not even ask). So even with fsync=on PostgreSQL would believe its commits were on disk. This one gives
 * the streams an fsync, and PostgreSQL runs with fsync=on and wal_sync_method=fsync (start params below):
 *
 * - Data files and folders (checkpoints, pg_control, created and renamed files) are flushed at once, as
 *   PostgreSQL asks: fdatasync for files (their size included), fsync for folders.
 * - The write-ahead log is flushed in groups: a commit's fsync of its log segment only notes the segment,
 *   and `flushWal()` flushes every noted segment once for all commits made meanwhile. The server awaits it
 *   after each database call (pglite.ts), so no answer leaves before its commit is on disk, while the
 *   commits of concurrent requests share one flush, as PostgreSQL's own group commit does. PGlite has one
 *   connection, so without this each request would wait for the disk in turn.
 * - The log stays ahead of the data: before any other file is written or flushed, noted log segments are
 *   flushed first (PostgreSQL only writes a data page after flushing its log, and only lets the log go after
 *   the checkpoint's data flushes and pg_control are on disk). Blocks of zeros, which a growing table or
 *   index writes, depend on no log and do not wait. So before a file is deleted, renamed or truncated (a
 *   dropped table's file goes once its commit is in the log).
 *
 * The log's commits are written (pwrite) before the query returns either way, so a crash of the process
 * alone loses nothing; the flushes are what a power loss needs.
 */
export class DurableNodeFS extends NodeFS {
  /** Our own descriptors of log segments written since the last flush (PostgreSQL may close its own meanwhile). */
  private noted = new Map<string, number>();
  /** Those of the flush under way (still open until it ends). */
  private inFlight = new Map<string, number>();
  /** The group flush under way, and the one that will start after it for commits noted meanwhile. */
  private flushing: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  /** A failed log flush: from then on no commit counts as durable (PostgreSQL would PANIC). */
  private failure: Error | null = null;

  constructor(
    dataDir: string,
    private readonly onFlush?: FlushListener,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...((emscriptenOpts.preRun as ((module: unknown) => void)[] | undefined) ?? []),
      (module: unknown) => this.install(module as EmscriptenModule),
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }

  /** Resolves once every commit made before the call is on disk; one flush serves all callers waiting meanwhile. */
  flushWal(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.noted.size === 0) return this.flushing ?? Promise.resolve();
    if (!this.flushing) return this.startFlush();
    // segments noted after the flush under way began: one more flush, shared by everyone who asks meanwhile
    this.next ??= this.flushing.then(
      () => {
        this.next = null;
        return this.flushWal();
      },
      () => {
        this.next = null;
        return this.flushWal();
      },
    );
    return this.next;
  }

  private startFlush(): Promise<void> {
    const segments = [...this.noted];
    this.noted.clear();
    this.inFlight = new Map(segments);
    const flush = (async () => {
      try {
        // on the thread pool: PostgreSQL runs the next requests' transactions meanwhile
        await Promise.all(segments.map(([, fd]) => fdatasyncAsync(fd)));
        for (const [path] of segments) this.onFlush?.('wal', path);
      } catch (error) {
        this.failure ??= error as Error;
        throw error;
      } finally {
        this.inFlight = new Map();
        await Promise.all(segments.map(([, fd]) => closeAsync(fd).catch(() => {})));
        this.flushing = null;
      }
    })();
    this.flushing = flush;
    return flush;
  }

  /** Whether some log is not known to be on disk yet. */
  private get walPending() {
    return this.noted.size > 0 || this.inFlight.size > 0;
  }

  /** Before any other file is written or flushed: the log noted so far and the flush under way, on this thread. */
  private flushWalNow() {
    for (const [path, fd] of this.inFlight) {
      fdatasyncSync(fd);
      this.onFlush?.('wal', path);
    }
    for (const [path, fd] of this.noted) {
      fdatasyncSync(fd);
      closeSync(fd);
      this.onFlush?.('wal', path);
    }
    this.noted.clear();
  }

  private install({ FS, NODEFS }: EmscriptenModule) {
    const ops = NODEFS.stream_ops;
    const isWal = (stream: EmscriptenStream) =>
      (stream.walFile ??= kindOf(NODEFS.realPath(stream.node), false) === 'wal');
    const write = ops.write;
    // stream_ops is one object shared by every NODEFS file: set once, before the folder is mounted
    ops.write = (stream, buffer, offset, length, position) => {
      // a page of zeros (a table or index growing by a block) holds nothing the log must be ahead of
      if (this.walPending && !isWal(stream) && !allZeros(buffer, offset, length)) this.flushWalNow();
      return write(stream, buffer, offset, length, position);
    };
    const before =
      <Args extends unknown[], Result>(operation: (...args: Args) => Result) =>
      (...args: Args): Result => {
        if (this.walPending) this.flushWalNow();
        return operation(...args);
      };
    for (const name of ['unlink', 'rename', 'rmdir', 'setattr'] as const)
      NODEFS.node_ops[name] = before(NODEFS.node_ops[name]);
    ops.setattr = before(ops.setattr);
    ops.fsync = (stream) => {
      const path = NODEFS.realPath(stream.node);
      const folder = FS.isDir(stream.node.mode);
      if (isWal(stream) && !folder) {
        // an own descriptor of the same file: a flush of it flushes what PostgreSQL wrote through its own
        if (!this.noted.has(path)) this.noted.set(path, openSync(path, 'r'));
        return 0;
      }
      if (this.walPending) this.flushWalNow();
      // a failed flush throws, as PostgreSQL's fsync would fail: it then stops rather than lose data
      (folder ? fsyncSync : fdatasyncSync)(stream.nfd);
      this.onFlush?.(kindOf(path, folder), path);
      return 0;
    };
  }

  override async closeFs() {
    // PostgreSQL's shutdown checkpoint flushed the log already; this covers a close without one
    await this.flushing?.catch(() => {});
    this.flushWalNow();
    await super.closeFs();
  }
}

/**
 * PGlite's start parameters without `-F` (fsync off), and with the log flushed by fsync(), the call
 * DurableNodeFS implements (PostgreSQL's default on Linux, fdatasync, is a no-op in emscripten).
 */
export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * Flushes every file and folder under `dir`, then the folder above (which holds its entry), as initdb
 * --sync-only does. For what reached the folder without PostgreSQL's own flushes: the cluster PGlite's
 * initdb copies in, or a backup unpacked by a restore.
 */
export function flushNewTree(dir: string, onFlush?: FlushListener): void {
  flushTree(dir, onFlush);
  flushPath(dirname(dir), true, onFlush);
}

function flushTree(dir: string, onFlush?: FlushListener): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) flushTree(path, onFlush);
    else if (entry.isFile()) flushPath(path, false, onFlush);
  }
  flushPath(dir, true, onFlush);
}

function flushPath(path: string, folder: boolean, onFlush?: FlushListener) {
  const fd = openSync(path, 'r');
  try {
    (folder ? fsyncSync : fdatasyncSync)(fd);
  } finally {
    closeSync(fd);
  }
  onFlush?.(kindOf(path, folder), path);
}

/** Whether `dir` already holds a cluster (PGlite resumes it) rather than getting a new one. */
export function holdsCluster(dir: string): boolean {
  try {
    return statSync(join(dir, 'PG_VERSION')).isFile();
  } catch {
    return false;
  }
}
