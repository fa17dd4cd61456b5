import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pinnedServerEnv } from './clock.ts';
import { expect, installPinnedClock, test } from './fixtures.ts';

/*
 * An update from one build to the next (docs/architecture.md#updates): two builds that differ only in their build id, served
 * by a server of this test whose static folder is swapped from the first build to the second. The pages use
 * the test-only `?sw-poll=1000` so the 30 s poll takes a second.
 */
const tenant = 'restaurant';
const root = process.cwd();
let work = '';
let live = '';
let server: ChildProcess | undefined;
let origin = '';

function build(buildId: string): string {
  const outDir = path.join(work, buildId);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, VITE_BUILD_ID: buildId },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build ${buildId} failed: ${result.stderr}`);
  return outDir;
}

/** Points the server's static folder (a symlink) at a build in one atomic rename: no request sees half a swap. */
function serve(buildDir: string) {
  const next = `${live}.next`;
  rmSync(next, { force: true });
  symlinkSync(buildDir, next, 'dir');
  renameSync(next, live);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number) {
  mkdirSync(path.join(work, 'data'), { recursive: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...pinnedServerEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STATIC_DIR: live,
    },
    stdio: ['ignore', 'ignore', openSync(path.join(work, 'server.log'), 'a')],
  });
  origin = `http://${tenant}.localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => null))?.status ?? 0, {
      timeout: 120_000,
    })
    .toBe(200);
}

const builds = { first: '', second: '' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'wide', 'the update does not depend on the screen: one project runs it');
  testInfo.setTimeout(300_000);
  work = mkdtempSync(path.join(tmpdir(), 'club-update-'));
  live = path.join(work, 'live');
  builds.first = build('e2e-first');
  builds.second = build('e2e-second');
  serve(builds.first);
  await startServer(await freePort());
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

const runningBuild = (page: Page) => page.locator('html').getAttribute('data-build');
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

/**
 * A returning visitor: the first visit installs the worker, the next one is controlled by it. (While no page
 * is controlled, a new version activates at once by itself, so there is nothing to update.)
 */
async function openFirstVersion(page: Page, pathname: string) {
  serve(builds.first);
  await page.goto(`${origin}${pathname}${pathname.includes('?') ? '&' : '?'}sw-poll=1000`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The app starts once the page is painted, which may be after the load event the reload waited for.
  await expect.poll(() => runningBuild(page)).toBe('e2e-first');
}

test('a public page reloads into the new version at once, with a cache-busting parameter', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await installPinnedClock(context);
  const page = await context.newPage();
  await openFirstVersion(page, '/public');
  serve(builds.second);
  await expect(page).toHaveURL(/[?&]sw-reload=/, { timeout: 30_000 });
  await expect.poll(() => runningBuild(page)).toBe('e2e-second');
  await expect(page).toHaveURL(/\/public/);
  await context.close();
});

test('a member page keeps working until it is hidden, then updates 3 s later', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await installPinnedClock(context);
  const page = await context.newPage();
  await openFirstVersion(page, '/login');
  await page.getByLabel('Username or email').fill('member');
  await page.getByLabel('Password').fill('Member1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}/`);

  serve(builds.second);
  await expect.poll(() => hasWaitingWorker(page), { timeout: 30_000 }).toBe(true);
  // Visible, and the claims ask for nothing: the member is not interrupted.
  await page.waitForTimeout(2000);
  expect(await runningBuild(page)).toBe('e2e-first');
  expect(await hasWaitingWorker(page)).toBe(true);

  // The member switches away: the page becomes hidden.
  const hiddenAt = Date.now();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => runningBuild(page), { timeout: 20_000 }).toBe('e2e-second');
  expect(Date.now() - hiddenAt).toBeGreaterThanOrEqual(3000);
  // Not a public page: a plain reload, no cache-busting parameter.
  expect(page.url()).not.toContain('sw-reload=');
  await context.close();
});
