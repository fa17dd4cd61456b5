import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

/**
 * Vitest global setup of the `server` project: migrates one in-memory PGlite per run and saves its
 * cluster as a tarball, from which openTestDb() starts each test file's own fresh PGlite. Booting
 * an empty PGlite runs initdb in a second PGlite first and costs several times more than loading
 * the tarball; migrating on top is cheap but done once here too. Per run, so it always matches
 * the migrations on disk.
 */
export default async function setup(project: TestProject) {
  const db = await openPglite();
  try {
    await migrate(db);
    const tarball = await db.dumpDataDir();
    const dir = await mkdtemp(join(tmpdir(), 'club-pglite-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    project.provide('migratedPglite', file);
    return () => rm(dir, { recursive: true, force: true });
  } finally {
    await db.close();
  }
}
