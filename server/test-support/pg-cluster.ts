import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster of the local binaries (Debian's `postgresql` package), for tests
 * and the chaos script that must stop and start the server itself. PostgreSQL refuses to run as
 * root: as root, its commands run as the `postgres` user.
 */
export type PgCluster = {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
};

const execFileAsync = promisify(execFile);

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<version>/bin. */
export function findPgBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type ClusterOptions = {
  /** fsync off makes a test cluster faster; the chaos script keeps PostgreSQL's real durability. */
  fsync?: boolean;
};

export async function startPgCluster(bin: string, options: ClusterOptions = {}): Promise<PgCluster> {
  const root = mkdtempSync(join(tmpdir(), 'club-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  // asynchronous, so the caller's own requests go on while PostgreSQL stops or restarts
  const run = async (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    await execFileAsync(command, commandArgs, { cwd: root });
  };
  const data = join(root, 'data');
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    `-c fsync=${options.fsync === false ? 'off' : 'on'}`,
  ];
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(root, 'log'), '-w', '-t', '60', ...args]);
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => pgCtl('-o', settings.join(' '), 'start'),
    stop: (mode = 'fast') => pgCtl('-m', mode, 'stop'),
    restart: () => pgCtl('-m', 'fast', '-o', settings.join(' '), 'restart'),
    async destroy() {
      await cluster.stop('immediate').catch(() => {}); // already stopped
      rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
