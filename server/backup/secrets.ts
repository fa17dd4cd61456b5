import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import type { Secret } from './archive.ts';
import { writeFileDurably } from './durable-files.ts';

/**
 * The secrets a server keeps beside its data are the files directly in DATA_DIR (the generated JWT secret
 * `jwt-secret`, and any other the server stores there): every regular file in it but the lock and drafts (dot files), whatever its
 * name, so a secret added later is backed up without a change here. The embedded database is the folder
 * `pglite` beside them, and never a secret.
 */
export async function readSecrets(dataDir: string): Promise<Secret[]> {
  let entries;
  try {
    entries = await readdir(dataDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const names = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(LOCK_FILE) && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  return Promise.all(names.sort().map(async (name) => ({ name, data: await readFile(join(dataDir, name)) })));
}

/** Writes secrets back, readable by their owner only, as the server creates them; never over an existing file. */
export async function writeSecrets(dataDir: string, secrets: Secret[]): Promise<void> {
  for (const secret of secrets) await writeFileDurably(join(dataDir, secret.name), secret.data);
}
