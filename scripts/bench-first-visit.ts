/**
 * `npm run bench:first-visit` (after `npm run build`): what each first-visit piece of the page gains
 * (docs/first-visit.md), measured by Lighthouse's mobile preset with the piece taken away, against the same build
 * and server. This machine's speed drifts by more than a piece's gain within minutes, so the variants run in turn,
 * run by run, and each variant's figures are compared with the page as built in the same round (paired).
 * - `as built`;
 * - `no start requests` (piece 5): the page's recorded reads are forgotten before the run, so the app asks for
 *   its data once its code has run;
 * - `no route hints` (piece 3, the per-page part: `page-preloads.ts`): no hints for the route's code, styles and
 *   catalog, which the router then fetches once the app runs;
 * - `no start after paint` (pieces 3 to 5 as Vite builds a page): the app's scripts load and run at once, the
 *   route's files are preloaded at once, and nothing sends the page's reads ahead (no `app-start.js`);
 * - `no compile hints` (piece 6's `vite-compile-hints.ts`): the app's first scripts without V8's compile hint.
 * BENCH_PAGES picks pages (default `login,home,calendar`; also `public`, `entry`, `workouts`), BENCH_RUNS the rounds
 * (default 7), BENCH_VARIANTS the variants beside `as built` (comma-separated; default all), and
 * BENCH_THROTTLING=devtools a really slowed browser (slow 4G, 4× CPU) instead of the simulation.
 * Prints, per page and variant, the medians and, against `as built` in the same round, the median difference and
 * its quartiles: a piece whose differences straddle zero gains nothing this measurement can see.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from './bench-support.ts';
import { startVariantProxy, type Variant } from './first-visit/variant-proxy.ts';
import { auditWithRetries, forgetAllButLogin, launchChromium, logIn, type Figures } from './lighthouse-support.ts';

const SERVER_PORT = Number(process.env.BENCH_PORT ?? 4341);
const PROXY_PORT = SERVER_PORT + 1;
const ORIGIN = `http://localhost:${PROXY_PORT}`;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const throttlingMethod = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const pagePaths: Record<string, { path: string; member: boolean }> = {
  login: { path: '/login', member: false },
  public: { path: '/public', member: false },
  entry: { path: '/entry', member: true },
  home: { path: '/', member: true },
  calendar: { path: '/calendar', member: true },
  workouts: { path: '/workouts', member: true },
};
const pages = (process.env.BENCH_PAGES ?? 'login,home,calendar').split(',').map((name) => {
  const page = pagePaths[name];
  if (!page) throw new Error(`unknown page ${name}: one of ${Object.keys(pagePaths).join(', ')}`);
  return { name, ...page };
});
const allVariants: Variant[] = [
  'as built',
  'no start requests',
  'no route hints',
  'no start after paint',
  'no compile hints',
];
const variants = allVariants.filter(
  (v) => v === 'as built' || !process.env.BENCH_VARIANTS || process.env.BENCH_VARIANTS.split(',').includes(v),
);
/** The login page has no recorded reads: the variant would measure the page as built again. */
const variantsOf = (member: boolean) => variants.filter((v) => member || v !== 'no start requests');

const metrics = ['score', 'fcp', 'lcp', 'tbt', 'bytes', 'requests'] as const;
type Metric = (typeof metrics)[number];
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
};
const shown = (metric: Metric, value: number) =>
  metric === 'score' || metric === 'requests'
    ? value.toFixed(0)
    : metric === 'bytes'
      ? `${(value / 1024).toFixed(1)} KiB`
      : `${Math.round(value)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-first-visit-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'bench-first-visit-profile-'));
const stopServer = await startAppServer(SERVER_PORT, dataDir, { NODE_ENV: 'production' });
let variant: Variant = 'as built';
const proxy = await startVariantProxy(PROXY_PORT, SERVER_PORT, () => variant);
const browser = await launchChromium(profileDir);
/** figures[page][variant][round] */
const figures = new Map<string, Map<Variant, Figures[]>>(pages.map((p) => [p.name, new Map()]));
try {
  console.log(`Lighthouse mobile (${throttlingMethod}), ${RUNS} rounds, variants in turn:`);
  // Logged-out pages first: Lighthouse's storage reset there would lose the member's login, and the login page
  // sends a logged-in member home.
  for (const member of [false, true]) {
    const group = pages.filter((p) => p.member === member);
    if (member && group.length > 0) await logIn(browser.port, ORIGIN);
    for (let round = 0; round < RUNS && group.length > 0; round++) {
      for (const page of group) {
        const order = variantsOf(page.member);
        // Each round starts with another variant: none always runs first.
        for (let k = 0; k < order.length; k++) {
          variant = order[(round + k) % order.length]!;
          if (member)
            await forgetAllButLogin(browser.port, ORIGIN, variant === 'no start requests' ? ['start_requests'] : []);
          const result = await auditWithRetries(`${ORIGIN}${page.path}`, browser.port, {
            keepLogin: member,
            throttlingMethod,
          });
          const byVariant = figures.get(page.name)!;
          byVariant.set(variant, [...(byVariant.get(variant) ?? []), result]);
        }
      }
      console.log(`  ${member ? 'member' : 'logged-out'} pages: round ${round + 1} of ${RUNS} done`);
    }
  }

  for (const page of pages) {
    const byVariant = figures.get(page.name)!;
    const asBuilt = byVariant.get('as built')!;
    console.log(
      `\n${page.path}${page.member ? ' (member)' : ''}: median, and against "as built" the median difference [quartiles]`,
    );
    for (const v of variantsOf(page.member)) {
      const runs = byVariant.get(v)!;
      const cells = metrics.map((metric) => {
        const median = `${metric} ${shown(
          metric,
          quantile(
            runs.map((r) => r[metric]),
            0.5,
          ),
        )}`;
        if (v === 'as built') return median;
        const differences = runs.map((r, i) => r[metric] - asBuilt[i]![metric]);
        const [q1, q2, q3] = [0.25, 0.5, 0.75].map((q) => quantile(differences, q));
        const signed = (value: number) => (value > 0 ? '+' : '') + shown(metric, value);
        return `${median} (${signed(q2!)} [${signed(q1!)}, ${signed(q3!)}])`;
      });
      console.log(`  ${v.padEnd(21)} ${cells.join('  ')}`);
    }
  }
} finally {
  browser.process.kill();
  proxy.close();
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
