import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsCluster } from './durable-nodefs.ts';
import { makeClusterApart } from './new-cluster.ts';
import { DatabaseOpenError, openPglite } from './pglite.ts';

describe('a new data folder’s cluster, made by a process of its own', { timeout: 120_000 }, () => {
  it('is there when the process has ended, and the server opens it as an existing one', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'club-cluster-')), 'pglite');
    await makeClusterApart(dir);
    expect(holdsCluster(dir)).toBe(true);
    const db = await openPglite(dir);
    try {
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      expect(await db.query<{ n: number }>('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await db.close();
    }
  });

  it('fails with the reason when the folder cannot be made', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'club-cluster-')), 'not-a-folder');
    writeFileSync(file, 'x');
    const made = makeClusterApart(join(file, 'pglite'));
    await expect(made).rejects.toBeInstanceOf(DatabaseOpenError);
    await expect(made).rejects.toThrow(/ENOTDIR|not a directory/i);
  });
});
