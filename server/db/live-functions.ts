import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const functionsDir = fileURLToPath(new URL('./functions/', import.meta.url));
const viewsDir = fileURLToPath(new URL('./views/', import.meta.url));

export type LiveFile = { kind: 'function' | 'view'; name: string; path: string; sql: string };

/**
 * The live source of the database's functions and views: one file each, named after the object, holding its
 * current CREATE OR REPLACE. The functions in name order, then the views (which may call them).
 */
export async function liveFiles(): Promise<LiveFile[]> {
  const read = async (kind: LiveFile['kind'], dir: string) =>
    Promise.all(
      (await readdir(dir))
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map(async (f) => ({
          kind,
          name: f.slice(0, -'.sql'.length),
          path: dir + f,
          sql: await readFile(dir + f, 'utf8'),
        })),
    );
  return [...(await read('function', functionsDir)), ...(await read('view', viewsDir))];
}

const createStamp =
  'CREATE TABLE IF NOT EXISTS schema_live_stamp (stamp text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())';

/**
 * Applies the live files after the migrations, in the caller's transaction, which holds the schema lock.
 * The migrations keep the history; an old migration re-creating a function (a database catching up from an
 * older release) leaves its old body, which the files then replace. Skipped when neither the files nor the
 * applied migrations changed since the last run (a stamp of both), so a start costs one small query.
 * Bodies are not checked at creation (as pg_dump restores them): a SQL function may then call one whose file
 * comes later by name; live-functions.test.ts checks every body.
 */
export async function applyLiveFiles(tx: Db): Promise<void> {
  const files = await liveFiles();
  const migrations = await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  const stamp = createHash('sha256')
    .update(JSON.stringify([migrations.map((m) => m.name), files.map((f) => [f.kind, f.name, f.sql])]))
    .digest('hex');
  await tx.exec(createStamp);
  const [current] = await tx.query<{ stamp: string }>('SELECT stamp FROM schema_live_stamp');
  if (current?.stamp === stamp) return;
  await tx.exec(`SET LOCAL check_function_bodies = off;\n${files.map((f) => f.sql).join('\n')}`);
  await tx.exec('DELETE FROM schema_live_stamp');
  await tx.query('INSERT INTO schema_live_stamp (stamp) VALUES ($1)', [stamp]);
}
