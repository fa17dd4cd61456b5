import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../test-support/api-client.ts';
import { databaseUrl, newTestDatabaseName, onServer } from '../test-support/postgres-test-databases.ts';
import { killHard, type RunningServer, startServer, stopGracefully } from '../test-support/server-process.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (issue 27 point 1), against real server
 * processes: a backup taken while requests run, more bookings after it, a restore into a new folder or an
 * empty database, and a server started on the copy must show exactly the bookings at the backup. On the
 * embedded database, and on PostgreSQL when TEST_DATABASE_URL names a server.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const running = new Set<RunningServer>();
const droppedAfter: string[] = [];
afterAll(async () => {
  await Promise.all([...running].map((server) => killHard(server)));
  const url = process.env.TEST_DATABASE_URL;
  for (const name of droppedAfter) if (url) await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run backup|restore <file>` (or `audit:check`) with this environment (through tsx, as npm runs it). */
function runScript(
  script: 'backup' | 'restore' | 'audit-check',
  file: string,
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, file], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function start(env: Record<string, string>) {
  const server = await startServer(env);
  running.add(server);
  return server;
}

async function stop(server: RunningServer) {
  await stopGracefully(server);
  running.delete(server);
}

/**
 * Books three classes, backs up while other members' requests run, then books two more and cancels one of
 * the three. An admin logs in before the backup and again after it (each a staff login in the audit log).
 * Returns the member's and the admin's tokens and the classes the member was in at the backup.
 */
async function bookBackUpBookMore(server: RunningServer, backupEnv: Record<string, string>, file: string) {
  const api = apiClient(server.origin);
  const token = await api.login('member', 'Member1234');
  const adminToken = await api.login('admin', 'Admin1234');
  // from a day ahead: past every demo club's cancel deadline (at most 12 h), whatever the hour
  const upcoming = await api.upcomingClassIds(6, 24);
  const booked: number[] = [];
  for (const id of upcoming) {
    if ((await api.call('POST', `/user/registration/${id}`, token)).status === 201) booked.push(id);
    if (booked.length === 3) break;
  }
  expect(booked).toHaveLength(3);
  // the demo data has bookings of its own: the state at the backup is all of them
  const atBackup = await api.registeredClassIds(token);
  for (const id of booked) expect(atBackup.has(id)).toBe(true);

  // the server keeps answering while the backup is made: the timetable, and another member booking
  const other = await api.login('member2', 'Member1234');
  let backingUp = true;
  const during: number[] = [];
  const load = [
    (async () => {
      while (backingUp)
        during.push(
          (await api.call('GET', '/public/schedule?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z')).status,
        );
    })(),
    (async () => {
      for (let n = 0; backingUp; n++)
        during.push((await api.call('POST', `/user/registration/${upcoming[n % upcoming.length]!}`, other)).status);
    })(),
  ];
  const backup = await runScript('backup', file, backupEnv);
  backingUp = false;
  await Promise.all(load);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${file}`);
  expect(during.length).toBeGreaterThan(0);
  expect(during.filter((status) => status >= 500)).toEqual([]);

  // after the backup: two more bookings and a cancellation, which the copy must not have
  let more = 0;
  for (const id of upcoming.filter((id) => !booked.includes(id))) {
    if ((await api.call('POST', `/user/registration/${id}`, token)).status === 201) more += 1;
    if (more === 2) break;
  }
  expect(more).toBe(2);
  expect((await api.call('DELETE', `/user/registration/${booked[0]}`, token)).status).toBe(200);
  expect(await api.registeredClassIds(token)).not.toEqual(atBackup);
  await api.login('admin', 'Admin1234');
  return { token, adminToken, atBackup };
}

/** The staff logins in a server's audit log (issue 40: the log is in the backup, up to its instant). */
async function staffLogins(server: RunningServer, adminToken: string): Promise<number> {
  const res = await apiClient(server.origin).call('GET', '/admin/audit?action=staff.login', adminToken);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: unknown[] }).items.length;
}

describe('backup and restore', { timeout: 900_000 }, () => {
  it('on the embedded database: a backup while serving, restored into a new folder, is exactly the state at the backup', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-data-'));
    const file = join(mkdtempSync(join(tmpdir(), 'club-backup-')), 'club.tar.gz');
    const server = await start({ DATA_DIR: dataDir });
    const { token, adminToken, atBackup } = await bookBackUpBookMore(server, { DATA_DIR: dataDir }, file);
    expect(await staffLogins(server, adminToken)).toBe(2);

    // a non-empty target is refused and left as it was: the running server's folder, a folder with anything in it
    const busy = await runScript('restore', file, { DATA_DIR: dataDir });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`A server process (pid ${server.pid}) runs on the data folder ${dataDir}`);
    const used = mkdtempSync(join(tmpdir(), 'club-data-'));
    writeFileSync(join(used, 'notes.txt'), 'mine');
    const refused = await runScript('restore', file, { DATA_DIR: used });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The data folder ${used} is not empty (notes.txt): restore only goes into an empty or new folder`,
    );
    expect(readdirSync(used)).toEqual(['notes.txt']);

    const copyDir = join(mkdtempSync(join(tmpdir(), 'club-restore-')), 'data');
    const restore = await runScript('restore', file, { DATA_DIR: copyDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    // every secret the server keeps in its data folder came along: the JWT secret and the push keys
    expect(readdirSync(copyDir).sort()).toEqual(['jwt-secret', 'pglite', 'vapid-keys.json']);
    for (const secret of ['jwt-secret', 'vapid-keys.json'])
      expect(readFileSync(join(copyDir, secret))).toEqual(readFileSync(join(dataDir, secret)));
    const again = await runScript('restore', file, { DATA_DIR: copyDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty (jwt-secret, pglite, vapid-keys.json)');

    const copy = await start({ DATA_DIR: copyDir });
    // the member's token from before the backup still holds: the JWT secret came with the backup
    expect(await apiClient(copy.origin).registeredClassIds(token)).toEqual(atBackup);
    expect(await staffLogins(copy, adminToken)).toBe(1);
    await stop(copy);
    await stop(server);
    // the restored audit log's chain is whole
    const check = await runScript('audit-check', '', { DATA_DIR: copyDir });
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/chain intact/);
    expect(existsSync(join(dataDir, 'backup.sock'))).toBe(false);

    // with no server on the folder, npm run backup opens it itself
    const offline = join(mkdtempSync(join(tmpdir(), 'club-backup-')), 'offline.tar.gz');
    const made = await runScript('backup', offline, { DATA_DIR: copyDir });
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('secrets: jwt-secret, vapid-keys.json');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: pg_dump while serving, restored into an empty database, is exactly the state at the backup',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const [original, copy] = [newTestDatabaseName('copy'), newTestDatabaseName('copy')];
      droppedAfter.push(original, copy);
      await onServer(serverUrl, `CREATE DATABASE ${original}`, `CREATE DATABASE ${copy}`);
      const env = {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'club-data-')),
        DATABASE_URL: databaseUrl(serverUrl, original),
      };
      const file = join(mkdtempSync(join(tmpdir(), 'club-backup-')), 'club.tar.gz');
      const server = await start(env);
      const { token, adminToken, atBackup } = await bookBackUpBookMore(server, env, file);

      const refused = await runScript('restore', file, env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('The database of DATABASE_URL is not empty');
      const copyEnv = {
        DATA_DIR: join(mkdtempSync(join(tmpdir(), 'club-restore-')), 'data'),
        DATABASE_URL: databaseUrl(serverUrl, copy),
      };
      const restore = await runScript('restore', file, copyEnv);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(readdirSync(copyEnv.DATA_DIR).sort()).toEqual(['jwt-secret', 'vapid-keys.json']);

      const restored = await start(copyEnv);
      expect(await apiClient(restored.origin).registeredClassIds(token)).toEqual(atBackup);
      expect(await staffLogins(restored, adminToken)).toBe(1);
      const check = await runScript('audit-check', '', copyEnv);
      expect(check.code, check.stderr).toBe(0);
      expect(check.stdout).toMatch(/chain intact/);
      await stop(restored);
      await stop(server);
    },
  );
});
