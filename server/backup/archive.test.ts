import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NotABackupError, packBackup, unpackBackup } from './archive.ts';

/** The backup archive (archive.ts, tar.ts): what `npm run restore` reads back, and what `tar` sees in it. */
const at = new Date('2026-03-29T21:30:00.000Z');
const dump = Buffer.alloc(1500, 7);
const secrets = [
  { name: 'jwt-secret', data: Buffer.from('s3cret\n') },
  { name: 'vapid-keys.json', data: Buffer.from('{"publicKey":"p"}') },
];

describe('backup archive', () => {
  it('reads back its manifest, database and every secret', async () => {
    const backup = await unpackBackup(await packBackup({ kind: 'pglite', dump }, secrets, at));
    expect(backup.manifest).toEqual({
      format: 'club-booking-backup',
      version: 1,
      database: 'pglite',
      createdAt: at.toISOString(),
      secrets: ['jwt-secret', 'vapid-keys.json'],
    });
    expect(Buffer.from(backup.database).equals(dump)).toBe(true);
    expect(backup.secrets.map((secret) => [secret.name, Buffer.from(secret.data).toString()])).toEqual([
      ['jwt-secret', 's3cret\n'],
      ['vapid-keys.json', '{"publicKey":"p"}'],
    ]);
  });

  it('is a gzipped tar an operator can list, with the secrets and the dump owner-only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-archive-'));
    try {
      writeFileSync(join(dir, 'b.tar.gz'), await packBackup({ kind: 'postgres', dump }, secrets, at));
      const listing = spawnSync('tar', ['-tvzf', join(dir, 'b.tar.gz')], { encoding: 'utf8' });
      expect(listing.status).toBe(0);
      const lines = listing.stdout.trim().split('\n');
      expect(lines.map((line) => line.split(/\s+/).pop())).toEqual([
        'manifest.json',
        'database/postgres.dump',
        'secrets/jwt-secret',
        'secrets/vapid-keys.json',
      ]);
      expect(lines.slice(1).every((line) => line.startsWith('-rw-------'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not one of its backups', async () => {
    await expect(unpackBackup(Buffer.from('hello'))).rejects.toThrow(NotABackupError);
    await expect(unpackBackup(gzipSync(Buffer.alloc(1024)))).rejects.toThrow('no manifest');
  });
});
