import { join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { lockDataDir, lockHolder } from '../db/data-dir-lock.ts';
import { holdsCluster } from '../db/durable-nodefs.ts';
import { openPglite } from '../db/pglite.ts';
import { requestBackup } from './backup-socket.ts';
import { makeBackup } from './make-backup.ts';

/**
 * `npm run backup`'s archive: pg_dump of DATABASE_URL; else the running server's own dump of the embedded
 * database (backup-socket.ts); else, with no server on the folder, one opened here under the folder's lock
 * (so no server starts on it meanwhile).
 */
export async function takeBackup(env: Env, now: Date): Promise<Buffer> {
  const dataDir = resolve(env.DATA_DIR);
  if (env.DATABASE_URL) return makeBackup({ kind: 'postgres', url: env.DATABASE_URL, pgBin: env.PG_BIN }, dataDir, now);
  if (lockHolder(dataDir) !== null) return requestBackup(dataDir);
  if (!holdsCluster(join(dataDir, 'pglite')))
    throw new Error(
      `There is no embedded database in ${join(dataDir, 'pglite')} to back up (DATA_DIR=${env.DATA_DIR}).`,
    );
  const release = lockDataDir(dataDir);
  try {
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      return await makeBackup({ kind: 'pglite', db }, dataDir, now);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}
