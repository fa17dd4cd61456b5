import { existsSync, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FlushKind } from './durable-nodefs.ts';
import { openPglite, type PgliteDb } from './pglite.ts';
import { testDatabase } from '../test-support/test-db.ts';

/**
 * Power-loss durability of the embedded database (issue 27 point 2): no call that committed returns
 * before the write-ahead log holding its commit was flushed to disk, concurrent commits share a flush,
 * and a checkpoint flushes the data files after the log. Counted through DurableNodeFS's flush listener,
 * which hears each flush once it has returned. PGlite only: PostgreSQL flushes by itself.
 */
describe.skipIf(testDatabase().name === 'PostgreSQL')('the embedded database on disk', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'club-durable-'));
  const flushes: { kind: FlushKind; path: string }[] = [];
  /** Called at each flush, for a test that looks at the folder at that moment. */
  let atFlush: (kind: FlushKind) => void = () => {};
  const walFlushes = () => flushes.filter((flush) => flush.kind === 'wal').length;
  let db: PgliteDb;

  beforeAll(async () => {
    const tarball = inject('migratedPglite');
    db = await openPglite(join(dir, 'pglite'), {
      loadDataDir: tarball ? await openAsBlob(tarball) : undefined,
      onFlush: (kind, path) => {
        flushes.push({ kind, path });
        atFlush(kind);
      },
    });
    await db.exec('CREATE TABLE durable_probe (id serial PRIMARY KEY, note text)');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a new cluster is flushed whole before it is used', () => {
    // PGlite copies initdb's (or a backup's) files in without PostgreSQL's flushes
    expect(
      flushes.filter((flush) => flush.kind === 'data' && flush.path.endsWith('/global/pg_control')).length,
    ).toBeGreaterThan(0);
    expect(flushes.some((flush) => flush.kind === 'folder' && flush.path === dir)).toBe(true);
  });

  it('flushes the log before each commit returns', async () => {
    for (let i = 0; i < 10; i++) {
      const before = walFlushes();
      await db.query('INSERT INTO durable_probe (note) VALUES ($1)', [`single ${i}`]);
      expect(walFlushes()).toBeGreaterThan(before);
    }
    const before = walFlushes();
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO durable_probe (note) VALUES ('in a transaction')`);
      await tx.query(`INSERT INTO durable_probe (note) VALUES ('in a transaction')`);
    });
    expect(walFlushes()).toBeGreaterThan(before);
  });

  it('concurrent commits share flushes, and none returns before one that followed its commit', async () => {
    const settled = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        let atCommit = 0;
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO durable_probe (note) VALUES ($1)', [`concurrent ${i}`]);
          atCommit = walFlushes();
        });
        return { atCommit, atAnswer: walFlushes() };
      }),
    );
    for (const { atCommit, atAnswer } of settled) expect(atAnswer).toBeGreaterThan(atCommit);
    const used = Math.max(...settled.map((s) => s.atAnswer)) - Math.min(...settled.map((s) => s.atCommit));
    expect(used).toBeLessThan(40);
  });

  it('a checkpoint flushes the log, then the data files and pg_control', async () => {
    await db.query(`INSERT INTO durable_probe (note) VALUES ('before the checkpoint')`);
    const from = flushes.length;
    await db.query('CHECKPOINT');
    const checkpoint = flushes.slice(from);
    const control = checkpoint.findIndex((flush) => flush.path.endsWith('/global/pg_control'));
    expect(control).toBeGreaterThan(0);
    // the table's file, written by the checkpoint, is flushed before pg_control points past its log
    expect(
      checkpoint.slice(0, control).some((flush) => flush.kind === 'data' && /\/base\/\d+\/\d+$/.test(flush.path)),
    ).toBe(true);
    // the checkpoint record itself is on disk before pg_control names it
    expect(checkpoint.slice(0, control).some((flush) => flush.kind === 'wal')).toBe(true);
  });

  it("a dropped table's file is emptied only after the log holding the drop is on disk", async () => {
    await db.exec(
      'CREATE TABLE durable_dropped (id int); INSERT INTO durable_dropped SELECT generate_series(1, 1000); CHECKPOINT',
    );
    const [{ path } = { path: '' }] = await db.query<{ path: string }>(
      `SELECT pg_relation_filepath('durable_dropped') AS path`,
    );
    expect(path).toMatch(/^base\/\d+\/\d+$/);
    const file = join(dir, 'pglite', path);
    const size = () => (existsSync(file) ? statSync(file).size : 0);
    expect(size()).toBeGreaterThan(0);
    const seen: number[] = [];
    atFlush = (kind) => {
      if (kind === 'wal') seen.push(size());
    };
    await db.exec('DROP TABLE durable_dropped');
    atFlush = () => {};
    // PostgreSQL empties the file at the commit (and deletes it after the next checkpoint)
    expect(size()).toBe(0);
    expect(seen[0]).toBeGreaterThan(0);
  });
});
