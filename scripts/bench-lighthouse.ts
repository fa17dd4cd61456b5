/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse 12, mobile preset (simulated slow 4G,
 * 4× CPU slowdown), in Debian's Chromium against the production server (as `npm start` runs it, on a fresh
 * data folder), for the first screens of issue 14:
 * - `/login` and `/public` (the public timetable) as a first visit: nothing cached, nobody logged in;
 * - `/entry`, and the daily pages of issue #28 (`/` home, `/calendar`, `/workouts`; target ≥ 95, LCP ≤ 2 s,
 *   TBT ≤ 150 ms), logged in as the demo member, with their data fetched from the network: the browser keeps
 *   the login (local storage and the refresh cookie) but loses its HTTP cache, service worker, Cache Storage
 *   and IndexedDB before every run, so the page, its code and its data all come over the (simulated) network.
 * Each page runs BENCH_RUNS times (default 5: single runs vary by several points); the run with the median
 * score is printed. BENCH_PAGES picks pages (e.g. `public,entry,home,calendar,workouts`; default all).
 * Prints figures only: people judge them. BENCH_PORT picks the server's port; the browser's debugging port
 * is chosen by Chromium itself. BENCH_REPORT_DIR, when set, receives every run's Lighthouse report (JSON), as `<page>-<run>.json`, and its trace, as `<page>-<run>.trace.json`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumOptions, logInAsMember, startAppServer } from './bench-support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4331);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const chromeFlags = ['--headless=new', ...chromiumOptions.args];

type Figures = { score: number; fcp: number; lcp: number; tbt: number; bytes: number; requests: number };

/** Chromium with a profile of its own and a debugging port it picks (read back from DevToolsActivePort). */
async function launchChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    chromiumOptions.executablePath,
    [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  for (let i = 0; i < 100; i++) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, process: child };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

/** Lighthouse could not record the load (e.g. NO_NAVSTART, a trace without its navigation): worth another try. */
class LighthouseRunError extends Error {}

/** One Lighthouse navigation; `keepLogin` keeps local storage (and skips Lighthouse's own storage reset). */
async function audit(url: string, port: number, keepLogin: boolean, run: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepLogin,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const reportDir = process.env.BENCH_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '') || 'root'}-${run + 1}`;
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    // The recorded trace too: Lighthouse's simulation works from its tasks (open it in DevTools' Performance panel).
    writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A lost login would measure the login screen instead of the entry page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
  };
}

/** The browser forgets everything of the origin except its login: the page, code and data load from the network. */
async function forgetAllButLogin(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: ORIGIN,
      storageTypes: 'service_workers,cache_storage,indexeddb',
    });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser keeps running for Lighthouse
  }
}

async function logIn(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await logInAsMember(page, ORIGIN);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(label: string, url: string, port: number, keepLogin: boolean): Promise<[string, Figures]> {
  const runs: Figures[] = [];
  for (let i = 0, failed = 0; i < RUNS; i++) {
    if (keepLogin) await forgetAllButLogin(port);
    try {
      runs.push(await audit(url, port, keepLogin, i));
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || ++failed > 2) throw error;
      console.log(`  ${label}: ${error.message}; running it again`);
      i--;
    }
  }
  runs.sort((a, b) => a.score - b.score);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(`  ${label}: scores ${runs.map((r) => r.score).join(', ')}`);
  return [label, median];
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-profile-'));
const stopServer = await startAppServer(PORT, dataDir, { NODE_ENV: 'production' });
const browser = await launchChromium(profileDir);
try {
  console.log(`Lighthouse mobile (slow 4G, 4× CPU), ${RUNS} run(s) per page, median by score:`);
  const wanted = (page: string) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page);
  const rows: [string, Figures][] = [];
  if (wanted('login')) rows.push(await measure('/login', `${ORIGIN}/login`, browser.port, false));
  if (wanted('public')) rows.push(await measure('/public', `${ORIGIN}/public`, browser.port, false));
  const memberPages: [string, string][] = [
    ['entry', '/entry'],
    ['home', '/'],
    ['calendar', '/calendar'],
    ['workouts', '/workouts'],
  ];
  const memberPagesWanted = memberPages.filter(([page]) => wanted(page));
  if (memberPagesWanted.length > 0) await logIn(browser.port);
  for (const [, pathname] of memberPagesWanted)
    rows.push(await measure(`${pathname} (member)`, `${ORIGIN}${pathname}`, browser.port, true));

  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padStart(8);
  console.log(`\n${'page'.padEnd(20)} score      FCP      LCP     TBT   transferred  requests`);
  for (const [label, f] of rows) {
    console.log(
      `${label.padEnd(20)} ${String(f.score).padStart(5)} ${ms(f.fcp)} ${ms(f.lcp)} ${`${Math.round(f.tbt)} ms`.padStart(7)} ${`${(f.bytes / 1024).toFixed(1)} KiB`.padStart(13)} ${String(f.requests).padStart(9)}`,
    );
  }
} finally {
  browser.process.kill();
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
