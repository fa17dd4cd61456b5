/** What the browser benchmarks share: the real server on a port of their own, and a member's login. */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * `server/main.ts` serving dist/ on `port` with its data in `dataDir`; resolves once the API answers.
 * `env` adds to the server's environment (e.g. NODE_ENV=production, as `npm start` runs it).
 */
export async function startAppServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<() => void> {
  const origin = `http://localhost:${port}`;
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: 'dist', ...env },
    // BENCH_SERVER_LOG names a file for the server's output (to see why a run failed).
    stdio: process.env.BENCH_SERVER_LOG
      ? ['ignore', openSync(process.env.BENCH_SERVER_LOG, 'a'), openSync(process.env.BENCH_SERVER_LOG, 'a')]
      : 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${origin}/api/0.1/page/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}

/** Logs in as the demo member through the login screen. */
export async function logInAsMember(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel(/username/i).fill('member');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Member1234');
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
