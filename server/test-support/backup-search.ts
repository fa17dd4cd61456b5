import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unpackBackup } from '../backup/archive.ts';
import { makeBackup } from '../backup/make-backup.ts';
import { pgTool } from '../backup/pg-tools.ts';
import { runTool } from '../backup/run-tool.ts';
import { unpackTar } from '../backup/tar.ts';
import type { PgliteDb } from '../db/pglite.ts';
import type { TestApp } from './make-test-app.ts';

/**
 * Makes a fresh backup of the test app's database as `npm run backup` would, and answers where in it one of the
 * needles occurs (case-insensitive), each place as `<table>: <text around it>`. On PostgreSQL the place is the
 * table of the dump's COPY block; on PGlite (the data folder's files, byte for byte: live rows, dead row
 * versions, the write-ahead log) the relation the file belongs to, or the file's path.
 */
export async function backupMentions(t: TestApp, needles: readonly string[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'backup-search-'));
  try {
    const source =
      t.dbKind === 'postgres'
        ? { kind: 'postgres' as const, url: t.dbUrl ?? '' }
        : { kind: 'pglite' as const, db: t.db as PgliteDb };
    const backup = await unpackBackup(await makeBackup(source, join(dir, 'data'), t.clock.now()));
    const lower = needles.map((n) => n.toLowerCase());
    const found: string[] = [];
    const look = (place: string, text: string) => {
      const low = text.toLowerCase();
      for (const needle of lower) {
        const at = low.indexOf(needle);
        if (at >= 0) found.push(`${place}: ${text.slice(Math.max(0, at - 60), at + needle.length + 60)}`);
      }
    };
    if (backup.manifest.database === 'postgres') {
      const file = join(dir, 'db.dump');
      await writeFile(file, backup.database);
      const sql = (await runTool(pgTool('pg_restore'), ['--file=-', file])).toString('utf8');
      let table = '(schema)';
      for (const line of sql.split('\n')) {
        const copy = /^COPY (?:\w+\.)?"?(\w+)"? /.exec(line);
        if (copy) table = copy[1] ?? table;
        else if (line === '\\.') table = '(schema)';
        else look(table, line);
      }
    } else {
      const relations = await relationFiles(t.db as PgliteDb);
      for (const entry of unpackTar(Buffer.from(backup.database))) {
        const path = entry.name.replace(/^\.?\/+/, '');
        look(relations.get(path.replace(/\.\d+$/, '')) ?? path, Buffer.from(entry.data).toString('latin1'));
      }
    }
    return found;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** PGlite's data files by relation: `base/5/16384` → `users`; a TOAST table or index names its table. */
async function relationFiles(db: PgliteDb): Promise<Map<string, string>> {
  const rows = await db.query<{ path: string; name: string }>(
    `SELECT pg_relation_filepath(c.oid) AS path, coalesce(owner.relname, ix.relname, c.relname) AS name
     FROM pg_class c
     LEFT JOIN pg_class owner ON owner.reltoastrelid = c.oid
     LEFT JOIN pg_index i ON i.indexrelid = c.oid LEFT JOIN pg_class ix ON ix.oid = i.indrelid
     WHERE pg_relation_filepath(c.oid) IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.path, r.name]));
}
