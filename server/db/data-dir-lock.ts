import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database has one writer: a second process on the same folder corrupts it. */
export const LOCK_FILE = 'server.lock';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server process (pid ${holderPid}). ` +
        'Only one server may use a data folder: stop that process first, or give this one its own DATA_DIR.',
    );
  }
}

type Holder = { pid: number; started: string | null };

/**
 * When a process started, from /proc (Linux), so a lock whose pid was reused by an unrelated
 * process after a crash still counts as stale. Null where /proc is missing: then the pid alone decides.
 */
function startTimeOf(pid: number): string | null {
  try {
    // field 22 of /proc/<pid>/stat, counted after the parenthesised command name
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | null {
  try {
    const [pid, started] = readFileSync(path, 'utf8').trim().split(' ');
    return Number.isInteger(Number(pid)) && Number(pid) > 0 ? { pid: Number(pid), started: started || null } : null;
  } catch {
    return null;
  }
}

/** A holder is live when its pid runs, is not us (a restarted container reuses pids) and started when the lock says. */
function isLive(holder: Holder | null): holder is Holder {
  if (!holder || holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || holder.started === started;
}

/** The pid of the live process holding `dataDir`'s lock, or null when none does (backup and restore ask). */
export function lockHolder(dataDir: string): number | null {
  const holder = readHolder(join(dataDir, LOCK_FILE));
  return isLive(holder) ? holder.pid : null;
}

/**
 * Takes `<dataDir>/server.lock` for this process, or throws DataDirBusyError naming the live holder.
 * Creation is atomic (link of a finished file: it fails when the lock exists). A lock left by a dead
 * process (kill -9, power loss) is moved aside under a name of our own and the link retried, so of
 * two processes taking over the same stale lock only one wins. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  const mine = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  const draft = join(dataDir, `${LOCK_FILE}.${process.pid}`);
  writeFileSync(draft, `${mine}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, lockPath);
        return () => releaseIfMine(lockPath, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockPath);
      if (isLive(holder)) throw new DataDirBusyError(dataDir, holder.pid);
      moveAsideIfStale(lockPath, join(dataDir, `${LOCK_FILE}.stale.${process.pid}`));
    }
    const holder = readHolder(lockPath);
    throw new DataDirBusyError(dataDir, holder?.pid ?? 0);
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Renames the lock away and checks what was moved: a live holder's lock (another process won the
 * takeover between our read and our rename) is linked back; a dead one's is deleted.
 */
function moveAsideIfStale(lockPath: string, aside: string) {
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (isLive(readHolder(aside))) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // a third process took the lock meanwhile: it holds it now
    }
  }
  unlinkSync(aside);
}

function releaseIfMine(lockPath: string, mine: string) {
  try {
    if (readFileSync(lockPath, 'utf8').trim() === mine) unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
