import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Exit = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** `server/main.ts` as its own process, the way `npm start` runs it (output collected). */
export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  /** Resolves when the process has ended, with everything it printed. */
  exited: Promise<Exit>;
  output: () => { stdout: string; stderr: string };
};

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // PORT 0: the system picks a free port, read back from the startup line.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', STATIC_DIR: 'dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  if (!child.pid) throw new Error('could not spawn the server');
  return { child, pid: child.pid, exited, output: () => ({ stdout, stderr }) };
}

export type RunningServer = ServerProcess & { origin: string; port: number };

/** Waits for the startup line ("Club booking on http://localhost:<port>"); rejects when the process ends first. */
export async function serverReady(server: ServerProcess, timeoutMs = 180_000): Promise<RunningServer> {
  const deadline = Date.now() + timeoutMs;
  let ended: Exit | null = null;
  void server.exited.then((exit) => (ended = exit));
  while (Date.now() < deadline) {
    const port = /Club booking on http:\/\/localhost:(\d+)/.exec(server.output().stdout)?.[1];
    if (port) return { ...server, port: Number(port), origin: `http://127.0.0.1:${port}` };
    if (ended) {
      const { code, signal, stderr } = ended as Exit;
      throw new Error(`the server ended before it was ready (code ${code}, signal ${signal}): ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${timeoutMs} ms: ${server.output().stderr}`);
}

export const startServer = (env: Record<string, string>, timeoutMs?: number) =>
  serverReady(spawnServer(env), timeoutMs);

/** kill -9: no shutdown handler runs, as in a crash or the OOM killer. */
export async function killHard(server: ServerProcess): Promise<Exit> {
  server.child.kill('SIGKILL');
  return server.exited;
}

export async function stopGracefully(server: ServerProcess): Promise<Exit> {
  server.child.kill('SIGTERM');
  return server.exited;
}
