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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from './bench-support.ts';
import { auditWithRetries, forgetAllButLogin, launchChromium, logIn, type Figures } from './lighthouse-support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4331);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

async function measure(label: string, url: string, port: number, keepLogin: boolean): Promise<[string, Figures]> {
  const runs: Figures[] = [];
  const reportDir = process.env.BENCH_REPORT_DIR;
  for (let i = 0; i < RUNS; i++) {
    if (keepLogin) await forgetAllButLogin(port, ORIGIN);
    const reportName = `${new URL(url).pathname.replaceAll('/', '') || 'root'}-${i + 1}`;
    runs.push(await auditWithRetries(url, port, { keepLogin, reportDir, reportName }));
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
  if (memberPagesWanted.length > 0) await logIn(browser.port, ORIGIN);
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
