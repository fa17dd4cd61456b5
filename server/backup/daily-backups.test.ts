import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { pinnedClock } from '../clock.ts';
import { createLogger } from '../http/logger.ts';
import { backupFileName, backupIfDue, startDailyBackups } from './daily-backups.ts';

/** The server's daily backups (BACKUP_DIR, BACKUP_KEEP) at a pinned clock moved by hand. */
const start = new Date('2026-03-29T21:30:00.000Z');

function setUp(keep: number) {
  const dir = mkdtempSync(join(tmpdir(), 'club-backups-'));
  let real = 0;
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { LOG_LEVEL: 'info', NODE_ENV: 'test' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  let made = 0;
  const options = {
    dir,
    keep,
    now: pinnedClock(start, 0, () => real),
    makeArchive: async () => Buffer.from(`archive ${++made}`),
    logger,
  };
  return { dir, lines, options, advance: (ms: number) => (real += ms), files: () => readdirSync(dir).sort() };
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('daily backups', () => {
  it('names each archive by the instant of the server clock', () => {
    expect(backupFileName(start)).toBe('club-backup-20260329T213000Z.tar.gz');
  });

  it('makes one at once, the next a day later, and keeps the newest BACKUP_KEEP', async () => {
    const { dir, lines, options, advance, files } = setUp(2);
    dirs.push(dir);
    expect(await backupIfDue(options)).toBe('club-backup-20260329T213000Z.tar.gz');
    expect(readFileSync(join(dir, 'club-backup-20260329T213000Z.tar.gz'), 'utf8')).toBe('archive 1');

    advance(23 * 3600_000 + 59 * 60_000);
    expect(await backupIfDue(options)).toBeNull();
    advance(60_000);
    expect(await backupIfDue(options)).toBe('club-backup-20260330T213000Z.tar.gz');
    advance(24 * 3600_000);
    expect(await backupIfDue(options)).toBe('club-backup-20260331T213000Z.tar.gz');
    // the oldest went, and no draft is left behind
    expect(files()).toEqual(['club-backup-20260330T213000Z.tar.gz', 'club-backup-20260331T213000Z.tar.gz']);

    const logged = lines.filter((line) => line.event === 'backup');
    expect(logged).toHaveLength(3);
    expect(logged[2]).toMatchObject({
      level: 30,
      file: join(dir, 'club-backup-20260331T213000Z.tar.gz'),
      bytes: 9,
      removed: ['club-backup-20260329T213000Z.tar.gz'],
    });
  });

  it('counts from the newest archive already there, so restarts do not add one each', async () => {
    const { dir, options, advance, files } = setUp(7);
    dirs.push(dir);
    await backupIfDue(options);
    advance(3600_000);
    const stop = startDailyBackups(options);
    await stop();
    expect(files()).toEqual(['club-backup-20260329T213000Z.tar.gz']);
  });

  it('logs a failed backup at error and leaves no archive', async () => {
    const { dir, lines, options, files } = setUp(7);
    dirs.push(dir);
    const stop = startDailyBackups({ ...options, makeArchive: () => Promise.reject(new Error('disk full')) });
    await stop();
    expect(files()).toEqual([]);
    expect(lines.find((line) => line.event === 'backup')).toMatchObject({
      level: 50,
      msg: 'daily backup failed',
      err: { message: 'disk full' },
    });
  });
});
