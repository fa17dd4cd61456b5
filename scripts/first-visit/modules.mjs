// The app's modules a first visit to `/` runs, and the import graph that finds them: one list for the build's chunk
// rules (chunks.ts), the size budget (scripts/size.mjs) and lint (eslint/first-visit.js). Plain JavaScript: size.mjs
// and eslint.config.js run in Node without a TypeScript loader. docs/first-visit.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The route files of the pages a first visit to `/` shows: home for a member, the login for a visitor. */
export const rootVisitRoutes = ['src/routes/_auth/index.tsx', 'src/routes/login.tsx'];

/** What the app loads before it is idle on every page: the service worker's registration. */
export const loadedBeforeIdle = ['src/pwa/update-worker.ts'];

/**
 * The entries of a first visit to `/`, logged out or in: main.tsx, the routes above with their layouts, and the
 * modules of `loadedBeforeIdle`. With what they import statically they are the `app` chunk, the set `npm run size`
 * counts, and the modules that may not import Fluent UI.
 */
export const rootVisitEntries = [
  'src/main.tsx',
  'src/routes/__root.tsx',
  'src/routes/_auth.tsx',
  ...rootVisitRoutes,
  ...loadedBeforeIdle,
];

/**
 * The member's other first screens, drawn with native controls like those of `/` (docs/decisions/0006): the entry
 * code, the visitor's and the member's timetables, my workouts. Not counted by the size budget (a visit to `/` does
 * not load them) but held to the same rule by lint.
 */
export const otherNativeRoutes = [
  'src/routes/_auth/entry.tsx',
  'src/routes/public.index.tsx',
  'src/routes/_auth/calendar.tsx',
  'src/routes/_auth/workouts.tsx',
];

/** `import … from`, `export … from` (`type` only ones marked), `import '…'`, and `import('…')`: relative specifiers. */
const staticImport = /\b(?:import|export)\s+(type\s+)?(?:[^;'"]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const lazyImport = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * The source files (relative to `root`, `/`-separated) that `entries` import, transitively, type-only imports
 * aside; with `lazy`, through `import()` too. Route files only when they are entries: the route tree imports
 * every route, but a route's code loads with it. `lazyStops`: files not followed through `import()`.
 * `importers`, when given, gets each file's first importer (an entry has none).
 *
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {{ lazy: boolean; lazyStops?: readonly string[]; importers?: Map<string, string> }} options
 * @returns {Set<string>}
 */
export function importClosure(root, entries, { lazy, lazyStops = [], importers }) {
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(root, file), 'utf8');
    const specifiers = [...code.matchAll(staticImport)].filter((match) => !match[1]).map((match) => match[2]);
    const lazySpecifiers = lazy ? [...code.matchAll(lazyImport)].map((match) => match[1]) : [];
    /** @param {string | undefined} specifier */
    const targetOf = (specifier) => path.posix.join(path.posix.dirname(file), specifier ?? '');
    specifiers.push(...lazySpecifiers.filter((specifier) => !lazyStops.includes(targetOf(specifier))));
    for (const specifier of specifiers) {
      const target = targetOf(specifier);
      if (!/\.tsx?$/.test(target) || (target.startsWith('src/routes/') && !entries.includes(target))) continue;
      if (!existsSync(path.join(root, target))) continue;
      if (importers && !importers.has(target) && !entries.includes(target)) importers.set(target, file);
      visit(target);
    }
  };
  for (const file of entries) visit(file);
  return seen;
}
