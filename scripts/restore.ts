/**
 * `npm run restore <file>`: a backup of `npm run backup` into the database this environment names (DATA_DIR,
 * or DATABASE_URL), which must be empty: a folder that is missing or empty, an empty PostgreSQL database.
 * Anything else is refused and left as it was. Start the server on it afterwards.
 */
import { resolve } from 'node:path';
import { readEnv } from '../server/env.ts';
import { restoreBackup } from '../server/backup/restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore <backup file>   (into DATA_DIR, or the empty database of DATABASE_URL)');
  process.exit(1);
}
const env = readEnv();
try {
  const manifest = await restoreBackup(env, resolve(file));
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${manifest.database === 'pglite' ? resolve(env.DATA_DIR) : 'the database of DATABASE_URL'}` +
      ` (secrets: ${manifest.secrets.join(', ') || 'none'}). Start the server on it.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
