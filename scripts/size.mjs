#!/usr/bin/env node
// `npm run size` (after `npm run build`): gzip size of the JavaScript a first visit to `/` downloads before it is
// idle, and of the whole service-worker precache. Exits 1 over budget. `--list` prints the first visit's files only
// (scripts/first-visit-scripts.ts compares them with what Chromium really fetches).
//
// The first visit's set, from the build's manifest (dist/.vite/manifest.json), each chunk with its static imports:
// 1. index.html's scripts (the runtime, `vendor`, `app`: public/app-start.js runs them after the first paint);
// 2. the code the server hints for `/` and `/login` (server/routes/page-preloads.ts: every split of the route's
//    file): a visitor's `/` preloads home, then the router sends them to /login; a member's `/` is home;
// 3. what the app loads before it is idle on every page, the service-worker registration (src/pwa/register.ts
//    imports it once the page has loaded) (home's install offer and card are in the app's chunk, 1.);
// 4. the first screens' part of one language's catalog (the largest; scripts/vite-split-catalogs.ts).
// Not in it: the rest of the catalog, the install steps (iOS), and lazy screens or dialogs (they load when a route or a touch asks), and the
// service worker's own downloads (its precache, below).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadedBeforeIdle, rootVisitRoutes } from './first-visit/modules.mjs';

const dist = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist');
const listOnly = process.argv.includes('--list');
const KiB = 1024;
// First visit: issue #28's budget, 130 KiB (117.8 measured, from 153.3 counted the same way). Most of it is libraries
// every visit runs (gzip, minified): React DOM 18 ~41 KiB (React 19's was ~57, see README), TanStack Router ~26,
// TanStack Query ~10 (its persister and idb-keyval ~2 more), valibot ~3, Lingui ~3, valtio ~2; the app's own
// first-visit chunk is ~25 and the first part of the catalog ~4.
const budgets = { firstVisit: 130 * KiB, precache: 600 * KiB };

// Route files of the pages of 2. (rootVisitRoutes) and modules of 3. (loadedBeforeIdle): scripts/first-visit/
// modules.mjs, the list the build's `app` chunk and lint's Fluent fence (eslint/first-visit.js) read too.

for (const file of ['index.html', '.vite/manifest.json']) {
  if (!existsSync(path.join(dist, file))) {
    console.error(`No ${dist}/${file}: run \`npm run build\` first.`);
    process.exit(2);
  }
}

const read = (url) => readFileSync(path.join(dist, url.replace(/^\//, '')));
const gzipSize = (url) => gzipSync(read(url), { level: 9 }).length;
const format = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/** @type {Record<string, { file: string; imports?: string[] }>} */
const manifest = JSON.parse(read('/.vite/manifest.json').toString('utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

/** A chunk and everything it imports statically (the browser fetches them all before running it). */
function addWithImports(key, into) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No ${key} in the build's manifest`);
  if (into.has(`/${chunk.file}`)) return;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) addWithImports(imported, into);
}

const firstVisit = new Set();
// 1.
const html = read('/index.html').toString('utf8');
for (const [, url] of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) {
  if (keyOfFile.has(url)) addWithImports(keyOfFile.get(url), firstVisit);
  else firstVisit.add(url);
}
/**
 * A source module's chunks (a route's: each of its splits). With no chunk of its own, the bundler has put its code in
 * the entry's chunks of 1. (the `app` group of scripts/first-visit/chunks.ts), which are counted already; a module
 * that is not in the project any more is an error, so a moved route cannot drop out of the count.
 */
function addModule(source, keys) {
  if (keys.length === 0 && !existsSync(path.resolve(dist, '..', source)))
    throw new Error(`No ${source} in the project: update the first visit's modules`);
  for (const key of keys) addWithImports(key, firstVisit);
}
// 2.
for (const route of rootVisitRoutes)
  addModule(
    route,
    Object.keys(manifest).filter((key) => key.startsWith(`${route}?tsr-split=`)),
  );
// 3.
for (const module of loadedBeforeIdle) addModule(module, module in manifest ? [module] : []);
// 4.
const catalogs = Object.keys(manifest).filter((key) => /^locales\/\w+\/messages\.po\?first$/.test(key));
if (catalogs.length === 0) throw new Error('No first-screen catalogs (locales/<lang>/messages.po?first) in the build');
const catalog = catalogs.sort((a, b) => gzipSize(manifest[b].file) - gzipSize(manifest[a].file))[0];
addWithImports(catalog, firstVisit);

if (listOnly) {
  console.log(JSON.stringify({ files: [...firstVisit], catalog: `/${manifest[catalog].file}` }));
  process.exit(0);
}

const firstVisitRows = [...firstVisit].map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
const firstVisitTotal = firstVisitRows.reduce((sum, [, size]) => sum + size, 0);

// The precache: every URL the built worker lists, plus the worker itself.
let precacheTotal = 0;
let precacheCount = 0;
if (existsSync(path.join(dist, 'sw.js'))) {
  const worker = read('/sw.js').toString('utf8');
  const urls = new Set([...worker.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1]));
  precacheCount = urls.size;
  precacheTotal = [...urls].reduce((sum, url) => sum + gzipSize(url), gzipSize('/sw.js'));
} else {
  console.error('No dist/sw.js: the service-worker plugin did not run.');
}

console.log("First visit to / (JavaScript before idle, gzip; the catalog is the largest language's first part):");
for (const [file, size] of firstVisitRows)
  console.log(
    `  ${format(size).padStart(10)}  ${file}${file === `/${manifest[catalog].file}` ? `  (${catalog})` : ''}`,
  );
console.log(`  ${format(firstVisitTotal).padStart(10)}  total (budget ${format(budgets.firstVisit)})`);
console.log(
  `Precache: ${precacheCount} files + sw.js, ${format(precacheTotal)} gzip (budget ${format(budgets.precache)})`,
);

const over = [];
if (firstVisitTotal > budgets.firstVisit) over.push('first-visit JavaScript');
if (precacheTotal > budgets.precache || precacheCount === 0) over.push('precache');
if (over.length > 0) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exit(1);
}
