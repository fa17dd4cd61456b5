/**
 * `npm run check:first-visit` (after `npm run build`; part of `npm test`): the server still finds in the build what
 * it hints to a page (docs/first-visit.md#checking-it). server/routes/page-preloads.ts derives a route's URL from its
 * file name, as TanStack Router names files, and finds the route's chunks by the `?tsr-split=` keys the router's
 * plugin gives Vite's manifest; built-app.ts reads each club's logos from the manifest too. A router or Vite upgrade
 * that changes either would only stop the hints, silently: pages still work, a little later. This reads the router's
 * own paths from its generated tree (src/routeTree.gen.ts) and asks the server's code, for every route file:
 * - a route with code of its own (a component or a loader) has a chunk of its own, unless it is on the page already
 *   (scripts/first-visit/modules.mjs);
 * - the server's URL for the file is the router's;
 * - for that URL the server hints every chunk of the route, and each language's first catalog part;
 * - the server still turns the built page's module scripts into hints (built-app.ts), and finds every club's logos.
 * Exits 1 with the list of what broke.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppAfterFirstPaint } from '../../server/routes/built-app.ts';
import { pagePreloadsOf, routeSegments, type ViteManifest } from '../../server/routes/page-preloads.ts';
import { languages, tenantIds } from '../../src/api/contract/tenant.ts';
import { getTenant } from '../../tenants/registry.ts';
import { rootVisitEntries } from './modules.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
for (const file of ['dist/index.html', 'dist/.vite/manifest.json']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`No ${file}: run \`npm run build\` first.`);
    process.exit(2);
  }
}
const manifest = JSON.parse(read('dist/.vite/manifest.json')) as ViteManifest;
const problems: string[] = [];

// The page as the server sends it: the built module scripts turned into hints that app-start.js runs after the paint.
const builtHtml = read('dist/index.html');
const page = startAppAfterFirstPaint(builtHtml, read('dist/app-start.js'));
if (page === builtHtml || /<script type="module"[^>]*\bsrc=/.test(page))
  problems.push(
    "dist/index.html: built-app.ts's startAppAfterFirstPaint() left a module script as built; Vite writes its script tags differently",
  );
const preloads = pagePreloadsOf(manifest, page);

/** Every route file (`src/routes/….tsx`) with its URL, as the router's generator wrote them. */
function routerPaths(): { source: string; fullPath: string }[] {
  const tree = read('src/routeTree.gen.ts');
  const fileOf = new Map(
    [...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+?)(\.tsx)?'/g)].map(([, name, file]) => [
      name!,
      `src/routes/${file}.tsx`,
    ]),
  );
  const routes = [...tree.matchAll(/fullPath: '([^']*)'\s+preLoaderRoute: typeof (\w+)/g)].flatMap(
    ([, fullPath, name]) => (fileOf.has(name!) ? [{ source: fileOf.get(name!)!, fullPath: fullPath! }] : []),
  );
  // Every file but the root route (which has no path) must be found, or the tree's form has changed.
  if (fileOf.size < 10 || routes.length !== fileOf.size - 1)
    problems.push(
      `src/routeTree.gen.ts: read ${routes.length} route paths for ${fileOf.size} route imports; the router's generated tree changed form, update routerPaths()`,
    );
  return routes;
}

/** Manifest keys of a source file's split parts: the file with a query (`?tsr-split=component`, …). */
const splitKeys = (source: string) => Object.keys(manifest).filter((key) => key.startsWith(`${source}?`));
const hasOwnCode = (source: string) =>
  /^\s*(component|loader|errorComponent|notFoundComponent|pendingComponent)\s*:/m.test(read(source));
/** A URL of the route: each parameter given a value. */
const urlOf = (fullPath: string) => fullPath.replace(/\$\w+/g, '1');

const routes = routerPaths();
let checked = 0;
for (const { source, fullPath } of routes) {
  const keys = splitKeys(source);
  if (rootVisitEntries.includes(source)) continue; // in the page's own `app` chunk (scripts/first-visit/chunks.ts)
  if (keys.length === 0) {
    if (hasOwnCode(source))
      problems.push(
        `${source}: no chunk of its own in the manifest (keys like ${source}?tsr-split=component); the router plugin's splitting or Vite's manifest keys changed`,
      );
    continue;
  }
  // The splat (the not-found page) answers any path: the server hints no route for an unknown one.
  if (fullPath.split('/').includes('$')) continue;
  const routerSegments = fullPath.split('/').filter((segment) => segment !== '');
  const serverSegments = routeSegments(source.replace(/^src\/routes\//, '').replace(/\.tsx$/, ''));
  if (serverSegments?.join('/') !== routerSegments.join('/'))
    problems.push(
      `${source}: page-preloads.ts gives the URL /${serverSegments?.join('/') ?? '(none)'}, the router ${fullPath}; its routeSegments() does not follow the router's file naming`,
    );
  const hinted = new Set(preloads(urlOf(fullPath), 'en').scripts);
  const missing = keys.filter((key) => !hinted.has(`/${manifest[key]!.file}`));
  if (missing.length > 0)
    problems.push(`${urlOf(fullPath)}: the server does not hint ${missing.join(', ')} (${source})`);
  checked += 1;
}
if (checked < 20) problems.push(`Only ${checked} routes with chunks of their own were checked: expected 20 or more`);

for (const language of languages) {
  const key = `locales/${language}/messages.po?first`;
  const chunk = manifest[key];
  if (!chunk) problems.push(`No ${key} in the manifest (scripts/vite-split-catalogs.ts)`);
  else if (!preloads('/', language).scripts.includes(`/${chunk.file}`))
    problems.push(`The server does not hint ${key} to a page in ${language}`);
}

for (const tenantId of tenantIds) {
  const { logo } = getTenant(tenantId);
  for (const file of new Set([logo.light, logo.dark])) {
    if (!manifest[`tenants/${tenantId}/${file}`])
      problems.push(`No tenants/${tenantId}/${file} in the manifest: the club's page would name no logo to preload`);
  }
}

if (problems.length > 0) {
  console.error(`First-visit hints broken (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `First-visit hints: ${checked} routes' chunks hinted for their pages, ${languages.length} first catalogs, ${tenantIds.length} clubs' logos.`,
);
