import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { packTar, unpackTar } from './tar.ts';

/**
 * A backup archive: a gzipped tar holding `manifest.json`, the database (`database/pglite.tar`, PGlite's
 * own dump of its data folder, or `database/postgres.dump`, pg_dump's custom format) and `secrets/<name>`,
 * every secret the server keeps beside its data (secrets.ts).
 */
export type DatabaseKind = 'pglite' | 'postgres';

export type Manifest = {
  format: 'club-booking-backup';
  version: 1;
  database: DatabaseKind;
  /** The server clock's instant of the backup. */
  createdAt: string;
  secrets: string[];
};

export type Secret = { name: string; data: Uint8Array };

export type Backup = { manifest: Manifest; database: Uint8Array; secrets: Secret[] };

// on the thread pool: a server making a backup goes on answering meanwhile
const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

const databaseFile: Record<DatabaseKind, string> = {
  pglite: 'database/pglite.tar',
  postgres: 'database/postgres.dump',
};

export async function packBackup(
  database: { kind: DatabaseKind; dump: Uint8Array },
  secrets: Secret[],
  createdAt: Date,
): Promise<Buffer> {
  const manifest: Manifest = {
    format: 'club-booking-backup',
    version: 1,
    database: database.kind,
    createdAt: createdAt.toISOString(),
    secrets: secrets.map((secret) => secret.name),
  };
  const tar = packTar(
    [
      { name: 'manifest.json', data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: databaseFile[database.kind], data: database.dump, mode: 0o600 },
      ...secrets.map((secret) => ({ name: `secrets/${secret.name}`, data: secret.data, mode: 0o600 })),
    ],
    Math.floor(createdAt.getTime() / 1000),
  );
  return gzip(tar);
}

export class NotABackupError extends Error {}

export async function unpackBackup(archive: Buffer): Promise<Backup> {
  let entries;
  try {
    entries = unpackTar(await gunzip(archive));
  } catch (error) {
    throw new NotABackupError(
      `not a backup archive of this server: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const manifestData = byName.get('manifest.json');
  const manifest = manifestData ? (JSON.parse(Buffer.from(manifestData).toString('utf8')) as Manifest) : null;
  if (manifest?.format !== 'club-booking-backup' || manifest.version !== 1)
    throw new NotABackupError('not a backup archive of this server (no manifest of version 1)');
  const database = byName.get(databaseFile[manifest.database]);
  if (!database) throw new NotABackupError(`the archive has no ${databaseFile[manifest.database]}`);
  const secrets = manifest.secrets.map((name) => {
    const data = byName.get(`secrets/${name}`);
    if (!data) throw new NotABackupError(`the archive has no secrets/${name}`);
    return { name, data };
  });
  return { manifest, database, secrets };
}
