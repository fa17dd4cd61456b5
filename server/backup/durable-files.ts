import { link, open, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Flushes a folder, which holds the names of the files created or renamed in it. */
export async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Writes `data` to `path` on disk: under a temporary name, flushed, then linked to its name and the folder
 * flushed, so a crash or power loss never leaves a cut file under the final name. Refuses (EEXIST) to
 * replace an existing file.
 */
export async function writeFileDurably(path: string, data: Uint8Array, mode = 0o600): Promise<void> {
  const partial = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
  const file = await open(partial, 'wx', mode);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await link(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  await syncFolder(dirname(path));
}
