/** The app's own import graph, read from its sources: what the build config and the catalog split ask of it. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstScreenRoutes } from '../src/i18n/first-screens.ts';

/** `import … from`, `export … from` (`type` only ones marked), `import '…'`, and `import('…')`: relative specifiers. */
const staticImport = /\b(?:import|export)\s+(type\s+)?(?:[^;'"]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const lazyImport = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** A route id's file under src/routes (directory naming: `/_auth/entry` → `_auth/entry.tsx`, `/_auth/` → `_auth/index.tsx`). */
function routeFile(id: string): string {
  const name = id === '__root__' ? '__root' : `${id.slice(1)}${id.endsWith('/') ? 'index' : ''}`;
  return `src/routes/${name}.tsx`;
}

/** The files of the first screens' routes (src/i18n/first-screens.ts), relative to `root`. */
export function firstScreenRouteFiles(root: string): string[] {
  const files = firstScreenRoutes.map(routeFile);
  for (const file of files) {
    if (!existsSync(path.join(root, file)))
      throw new Error(`src/i18n/first-screens.ts names a route without a file: ${file} does not exist`);
  }
  return files;
}

/**
 * The source files (relative to `root`, `/`-separated) that `entries` import, transitively, type-only imports
 * aside; with `lazy`, through `import()` too. Route files only when they are entries: the route tree imports
 * every route, but a route's code loads with it. `lazyStops`: files not followed through `import()`.
 */
export function importClosure(
  root: string,
  entries: readonly string[],
  { lazy, lazyStops = [] }: { lazy: boolean; lazyStops?: readonly string[] },
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(root, file), 'utf8');
    const specifiers = [...code.matchAll(staticImport)].filter((match) => !match[1]).map((match) => match[2]);
    const lazySpecifiers = lazy ? [...code.matchAll(lazyImport)].map((match) => match[1]) : [];
    const targetOf = (specifier: string | undefined) => path.posix.join(path.posix.dirname(file), specifier ?? '');
    specifiers.push(...lazySpecifiers.filter((specifier) => !lazyStops.includes(targetOf(specifier))));
    for (const specifier of specifiers) {
      const target = targetOf(specifier);
      if (!/\.tsx?$/.test(target) || (target.startsWith('src/routes/') && !entries.includes(target))) continue;
      if (existsSync(path.join(root, target))) visit(target);
    }
  };
  for (const file of entries) visit(file);
  return seen;
}
