#!/usr/bin/env node
// `npm run size` (after `npm run build`): gzip size of the JavaScript a first visit downloads before the
// login or home screen is usable, and of the whole service-worker precache. Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const KiB = 1024;
const budgets = { firstVisit: 150 * KiB, precache: 600 * KiB };

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html: run \`npm run build\` first.`);
  process.exit(2);
}

const read = (url) => readFileSync(path.join(dist, url.replace(/^\//, '')));
const gzipSize = (url) => gzipSync(read(url), { level: 9 }).length;
const resolveFrom = (from, specifier) => path.posix.join(path.posix.dirname(from), specifier);
const format = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

const staticImport = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function matches(code, pattern) {
  return [...code.matchAll(pattern)].map((match) => match[1]);
}

/** A chunk and everything it imports statically (the browser fetches them all before running it). */
function withStaticImports(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = read(entry).toString('utf8');
  for (const specifier of matches(code, staticImport)) withStaticImports(resolveFrom(entry, specifier), seen);
  return seen;
}

// 1. index.html: the entry module and its modulepreloads.
const html = read('/index.html').toString('utf8');
const entries = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);
const firstVisit = new Set();
for (const entry of entries) withStaticImports(entry, firstVisit);

// 2. The lazy chunks the router loads for `/login` and `/` (home behind the _auth layout), and one language
//    catalog (the largest, as the worst case), found among the dynamic imports of the loaded code.
const routeChunk = /^\/assets\/(login|index|_auth|__root|route)[-.][\w-]+\.js$/;
const lazy = new Set();
for (let grew = true; grew; ) {
  grew = false;
  for (const file of [...firstVisit]) {
    for (const specifier of matches(read(file).toString('utf8'), dynamicImport)) {
      const target = resolveFrom(file, specifier);
      lazy.add(target);
      if (routeChunk.test(target) && !firstVisit.has(target)) {
        withStaticImports(target, firstVisit);
        grew = true;
      }
    }
  }
}
const catalogs = [...lazy].filter((file) => /messages[-.][\w-]+\.js$/.test(file));
const catalog = catalogs.sort((a, b) => gzipSize(b) - gzipSize(a))[0];
if (catalog) withStaticImports(catalog, firstVisit);

const firstVisitRows = [...firstVisit].map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
const firstVisitTotal = firstVisitRows.reduce((sum, [, size]) => sum + size, 0);

// 3. The precache: every URL the built worker lists, plus the worker itself.
let precacheTotal = 0;
let precacheCount = 0;
if (existsSync(path.join(dist, 'sw.js'))) {
  const worker = read('/sw.js').toString('utf8');
  const urls = new Set(matches(worker, /url:\s*"([^"]+)"/g));
  precacheCount = urls.size;
  precacheTotal = [...urls].reduce((sum, url) => sum + gzipSize(url), gzipSize('/sw.js'));
} else {
  console.error('No dist/sw.js: the service-worker plugin did not run.');
}

console.log('First visit JavaScript (gzip):');
for (const [file, size] of firstVisitRows) console.log(`  ${format(size).padStart(10)}  ${file}`);
console.log(`  ${format(firstVisitTotal).padStart(10)}  total (budget ${format(budgets.firstVisit)})`);
console.log(`Precache: ${precacheCount} files + sw.js, ${format(precacheTotal)} gzip (budget ${format(budgets.precache)})`);

const over = [];
if (firstVisitTotal > budgets.firstVisit) over.push('first-visit JavaScript');
if (precacheTotal > budgets.precache || precacheCount === 0) over.push('precache');
if (over.length > 0) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exit(1);
}
