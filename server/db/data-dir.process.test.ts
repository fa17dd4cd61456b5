import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../test-support/api-client.ts';
import {
  killHard,
  type RunningServer,
  spawnServer,
  startServer,
  stopGracefully,
} from '../test-support/server-process.ts';

/**
 * One writer per data folder, and what survives a crash, with real server processes on one
 * temporary DATA_DIR (issue 9 point 1). Runs once, on PGlite: the lock guards the embedded database.
 */
const running = new Set<RunningServer>();
afterAll(async () => {
  await Promise.all([...running].map((server) => killHard(server)));
});

async function start(dataDir: string) {
  const server = await startServer({ DATA_DIR: dataDir });
  running.add(server);
  return server;
}

const holderPid = (dataDir: string) => Number(readFileSync(join(dataDir, 'server.lock'), 'utf8').split(' ')[0]);

/** A pid that no process has any more: a child that has already ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('a data folder has one server process', { timeout: 600_000 }, () => {
  it("takes over a dead process's lock, refuses a second process before it opens the database, survives kill -9", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-data-'));
    writeFileSync(join(dataDir, 'server.lock'), `${deadPid()} 1\n`);
    const first = await start(dataDir);
    expect(holderPid(dataDir)).toBe(first.pid);

    const second = await spawnServer({ DATA_DIR: dataDir }).exited;
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(
      `The data folder ${dataDir} is in use by another server process (pid ${first.pid})`,
    );
    expect(second.stdout).not.toContain('Club booking on');

    // committed (answered) writes survive kill -9: bookings and a cancellation
    const api = apiClient(first.origin);
    const token = await api.login('member', 'Member1234');
    const booked: number[] = [];
    // from a day ahead: past every demo club's cancel deadline (at most 12 h), whatever the hour
    for (const id of await api.upcomingClassIds(6, 24)) {
      if ((await api.call('POST', `/user/registration/${id}`, token)).status === 201) booked.push(id);
      if (booked.length === 4) break;
    }
    expect(booked.length).toBe(4);
    expect((await api.call('DELETE', `/user/registration/${booked[0]}`, token)).status).toBe(200);
    await killHard(first);
    running.delete(first);

    const restarted = await start(dataDir);
    const after = await apiClient(restarted.origin).registeredClassIds(token);
    expect(booked.filter((id) => after.has(id))).toEqual(booked.slice(1));
    await stopGracefully(restarted);
    running.delete(restarted);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // a database that cannot be opened says why and names its folder
    writeFileSync(join(dataDir, 'pglite', 'global', 'pg_control'), 'not a control file');
    const damaged = await spawnServer({ DATA_DIR: dataDir }).exited;
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain(
      `The embedded database in ${join(dataDir, 'pglite')} could not be opened: could not read file "global/pg_control"`,
    );
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('refuses while a live process holds the lock, before the database folder exists', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-data-'));
    // this test process plays the holder: its pid runs and its start time matches
    const started = readFileSync(`/proc/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
    writeFileSync(join(dataDir, 'server.lock'), `${process.pid} ${started}\n`);
    const refused = await spawnServer({ DATA_DIR: dataDir }).exited;
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`(pid ${process.pid})`);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('of two processes started at once on one folder, exactly one runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'club-data-'));
    const [a, b] = [spawnServer({ DATA_DIR: dataDir }), spawnServer({ DATA_DIR: dataDir })];
    const loser = await Promise.race([a.exited.then(() => a), b.exited.then(() => b)]);
    const winner = loser === a ? b : a;
    expect((await loser.exited).code).toBe(2);
    expect((await loser.exited).stderr).toContain(`(pid ${winner.pid})`);
    expect(holderPid(dataDir)).toBe(winner.pid);
    await stopGracefully(winner);
  });
});
