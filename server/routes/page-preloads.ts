import type { Language } from '../../src/api/contract/tenant.ts';

/** One chunk of dist/.vite/manifest.json. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** What a page will load right after the app starts: its route's code and styles, and the first part of the language catalog. */
export type PagePreloads = { scripts: string[]; styles: string[] };

type RouteCode = { segments: string[]; chunkKeys: string[] };

// A split is one part (`component`) or several grouped (`component---loader`, a route's codeSplitGroupings).
const routeSource = /^src\/routes\/(.+)\.tsx\?tsr-split=[\w-]+$/;

/**
 * A route file's URL segments, by TanStack Router's file naming: `_auth/invoices.$invoiceId` gives
 * `invoices/$invoiceId` (pathless `_layouts` and `index` add no segment; a trailing `_`, a route not nested in its
 * namesake, is no part of the URL: `admin-calendar_.new` is `admin-calendar/new`); null for the root and the splat.
 * scripts/first-visit/check-build.ts compares it with the router's own paths after every build.
 */
export function routeSegments(routeFile: string): string[] | null {
  const tokens = routeFile
    .split(/[/.]/)
    .filter((token) => !token.startsWith('_') && token !== 'index')
    .map((token) => token.replace(/_$/, ''));
  if (routeFile.startsWith('__root') || tokens.includes('$')) return null;
  return tokens;
}

function matches(route: string[], path: string[]): boolean {
  return (
    route.length === path.length &&
    route.every((segment, i) => segment === path[i] || (segment.startsWith('$') && path[i] !== ''))
  );
}

const staticCount = (segments: string[]) => segments.filter((segment) => !segment.startsWith('$')).length;

/** The page preloads of every route in a build, by the route's path; `indexHtml` is the built page. */
export function pagePreloadsOf(
  manifest: ViteManifest,
  indexHtml: string,
): (path: string, language: Language) => PagePreloads {
  const routes = new Map<string, RouteCode>();
  for (const key of Object.keys(manifest)) {
    const file = routeSource.exec(key)?.[1];
    const segments = file === undefined ? null : routeSegments(file);
    if (!segments) continue;
    const id = segments.join('/');
    const route = routes.get(id) ?? { segments, chunkKeys: [] };
    route.chunkKeys.push(key);
    routes.set(id, route);
  }
  const addWithImports = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) addWithImports(imported, into);
  };
  // index.html loads its scripts (with their imports) and styles itself.
  const referenced = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const loadedByPage = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (referenced.has(chunk.file)) addWithImports(key, loadedByPage);
  const loadedFiles = new Set([...referenced, ...[...loadedByPage].flatMap((key) => manifest[key]?.file ?? [])]);

  return (path, language) => {
    const segments = path.split('/').filter((segment) => segment !== '');
    const found = [...routes.values()]
      .filter((route) => matches(route.segments, segments))
      .sort((a, b) => staticCount(b.segments) - staticCount(a.segments))[0];
    const keys = new Set<string>();
    for (const key of found?.chunkKeys ?? []) addWithImports(key, keys);
    addWithImports(`locales/${language}/messages.po?first`, keys); // the first screens' texts (i18n/first-screens.ts)
    const chunks = [...keys].flatMap((key) => manifest[key] ?? []);
    const notLoaded = (file: string) => !loadedFiles.has(file);
    return {
      scripts: chunks
        .map((chunk) => chunk.file)
        .filter(notLoaded)
        .map((file) => `/${file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(notLoaded).map((file) => `/${file}`),
    };
  };
}
