/**
 * `npm run backup [file]`: one archive of the database and the secrets beside it (server/backup/), while
 * the server keeps serving. With DATABASE_URL, pg_dump's custom format; on the embedded database, the
 * running server's own dump of its data folder (or, with no server on it, one made here). Default file:
 * club-backup-<UTC instant>.tar.gz in the current folder. Never overwrites a file.
 */
import { resolve } from 'node:path';
import { clockFromEnv } from '../server/clock.ts';
import { readEnv } from '../server/env.ts';
import { backupFileName } from '../server/backup/daily-backups.ts';
import { writeFileDurably } from '../server/backup/durable-files.ts';
import { takeBackup } from '../server/backup/take-backup.ts';
import { unpackBackup } from '../server/backup/archive.ts';

const env = readEnv();
const now = clockFromEnv(env)();
const file = resolve(process.argv[2] ?? backupFileName(now));
try {
  const archive = await takeBackup(env, now);
  await writeFileDurably(file, archive);
  const { manifest } = await unpackBackup(archive);
  console.log(
    `Backup written to ${file} (${archive.length} bytes): ${manifest.database === 'pglite' ? 'the embedded database' : 'the PostgreSQL database'} ` +
      `as of ${manifest.createdAt}, secrets: ${manifest.secrets.join(', ') || 'none in the data folder'}`,
  );
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EEXIST'
      ? `${file} exists already: name another file.`
      : error instanceof Error
        ? error.message
        : String(error),
  );
  process.exit(1);
}
