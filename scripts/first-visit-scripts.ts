/**
 * `npx tsx scripts/first-visit-scripts.ts` (after `npm run build`): what a first visit really downloads, in
 * Debian's Chromium against the real server: every script response of the page until the network is idle, for
 * `/` and `/login` logged out and `/` logged in (a fresh browser with only the session's cookie and storage: no
 * HTTP cache, no service worker). `npm run size` counts the same set from the build; this checks it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { chromiumOptions, logInAsMember, startAppServer } from './bench-support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4311);
const ORIGIN = `http://localhost:${PORT}`;
const dist = path.resolve('dist');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const counted = JSON.parse(execFileSync('node', ['scripts/size.mjs', '--list'], { encoding: 'utf8' })) as {
  files: string[];
  catalog: string;
};
const fetchedAnywhere = new Set<string>();

async function scriptsOf(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  const scripts: string[] = [];
  const workerScripts = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker() && pathname.endsWith('.js')) workerScripts.add(pathname);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !scripts.includes(pathname)) scripts.push(pathname);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000); // idle callbacks (timeout 2 s) and whatever they load
  await page.waitForLoadState('networkidle');
  let total = 0;
  console.log(
    `${url} (${options.storageState ? 'logged in' : 'logged out'}): ${await page.evaluate(() => location.pathname)}`,
  );
  for (const file of scripts) {
    const size = file === '/sw.js' ? 0 : gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    fetchedAnywhere.add(file);
    const note =
      file === '/sw.js' || counted.files.includes(file)
        ? ''
        : file.startsWith('/assets/messages-')
          ? '  (a catalog)'
          : '  NOT COUNTED by size.mjs';
    console.log(`  ${kib(size).padStart(10)}  ${file}${note}`);
  }
  console.log(
    `  ${kib(total).padStart(10)}  total; the worker fetched ${workerScripts.size} scripts of its own (precache)`,
  );
  await context.close();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'first-visit-'));
const stop = await startAppServer(PORT, dataDir, { NODE_ENV: 'production' });
const browser = await chromium.launch(chromiumOptions);
try {
  await scriptsOf(browser, `${ORIGIN}/`);
  await scriptsOf(browser, `${ORIGIN}/login`);
  const login = await browser.newContext();
  const page = await login.newPage();
  await logInAsMember(page, ORIGIN);
  const storageState = await login.storageState();
  await login.close();
  await scriptsOf(browser, `${ORIGIN}/`, { storageState });
  const unfetched = counted.files.filter((file) => file !== counted.catalog && !fetchedAnywhere.has(file));
  console.log(
    unfetched.length === 0
      ? 'size.mjs counts nothing these visits did not fetch (its catalog aside)'
      : `size.mjs counts, unfetched: ${unfetched.join(', ')}`,
  );
} finally {
  await browser.close();
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
