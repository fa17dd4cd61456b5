import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../clock.ts';
import type { Logger } from '../http/logger.ts';
import { writeFileDurably } from './durable-files.ts';

/** A day between backups, checked every hour (a server restarted often still makes one a day, not one per start). */
export const BACKUP_INTERVAL_MS = 24 * 3600_000;
export const BACKUP_CHECK_MS = 3600_000;

export type DailyBackups = {
  /** BACKUP_DIR: where the archives go. */
  dir: string;
  /** BACKUP_KEEP: how many of the newest archives stay; older ones are deleted after each new one. */
  keep: number;
  now: Clock;
  makeArchive: () => Promise<Buffer>;
  logger: Logger;
};

const archiveName = /^club-backup-(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\.tar\.gz$/;

/** `club-backup-20261124T081739Z.tar.gz`: names sort as their instants do. */
export function backupFileName(at: Date): string {
  return `club-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

function instantOf(name: string): number {
  const [, y, mo, d, h, mi, s] = archiveName.exec(name)!;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/**
 * Makes a backup when the newest archive in `dir` is a day old or there is none, then deletes all but the
 * newest `keep`. Returns the new archive's name, or null when none was due.
 */
export async function backupIfDue({ dir, keep, now, makeArchive, logger }: DailyBackups): Promise<string | null> {
  await mkdir(dir, { recursive: true });
  const archives = (await readdir(dir)).filter((name) => archiveName.test(name)).sort();
  const at = now();
  const newest = archives[archives.length - 1];
  if (newest && at.getTime() - instantOf(newest) < BACKUP_INTERVAL_MS) return null;
  const started = performance.now();
  const name = backupFileName(at);
  const archive = await makeArchive();
  await writeFileDurably(join(dir, name), archive);
  const all = [...new Set([...archives, name])].sort();
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const old of removed) await rm(join(dir, old), { force: true });
  logger.info(
    {
      event: 'backup',
      file: join(dir, name),
      bytes: archive.length,
      durationMs: Math.round(performance.now() - started),
      removed,
    },
    'daily backup made',
  );
  return name;
}

/** Checks every hour (and at once); a failed backup is logged and tried again at the next check. */
export function startDailyBackups(options: DailyBackups): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running
      .then(() => backupIfDue(options))
      .catch((error: unknown) => options.logger.error({ event: 'backup', err: error }, 'daily backup failed'));
  };
  check();
  const timer = setInterval(check, BACKUP_CHECK_MS);
  timer.unref();
  // stopping waits for a backup under way, so the database is not closed under its dump
  return async () => {
    clearInterval(timer);
    await running;
  };
}
