import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

/** Migrates an empty in-memory PGlite and saves its cluster as a tarball in a new temporary folder. */
async function saveMigratedCluster(): Promise<{ file: string; remove: () => Promise<void> }> {
  const db = await openPglite();
  try {
    await migrate(db);
    const tarball = await db.dumpDataDir();
    const dir = await mkdtemp(join(tmpdir(), 'club-pglite-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
    // Vitest skips the teardown when a watch session is ended with Ctrl-C; the process still exits.
    const removeOnExit = () => rmSync(dir, { recursive: true, force: true });
    process.once('exit', removeOnExit);
    return {
      file,
      remove: async () => {
        process.off('exit', removeOnExit);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } finally {
    await db.close();
  }
}

/**
 * Vitest global setup of the `server` project: migrates one PGlite per run, from whose tarball
 * openTestDb() starts each test file's own in-memory PGlite. An empty PGlite runs initdb in a
 * second PGlite first and boots several times slower than one loaded from a tarball; the
 * migrations themselves are cheap but run once here too. Again before each rerun in watch mode,
 * so the copies always match the migrations on disk.
 */
export default async function setup(project: TestProject) {
  let current = await saveMigratedCluster();
  project.provide('migratedPglite', current.file);
  project.onTestsRerun(async () => {
    const previous = current;
    current = await saveMigratedCluster();
    project.provide('migratedPglite', current.file);
    await previous.remove();
  });
  return () => current.remove();
}
