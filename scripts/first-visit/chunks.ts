/**
 * How the build cuts the app into files, for the first visit's budget (docs/first-visit.md#chunks): the chunk groups,
 * the lazy chunks' preload lists, and two aliases that keep a second copy of a library out. vite.config.ts uses them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias } from 'vite';
import { firstScreenRouteFiles } from './import-graph.ts';
import { importClosure, rootVisitEntries } from './modules.mjs';

/** The chunks every first visit runs as the app starts (they carry V8's compile hint: scripts/vite-compile-hints.ts). */
export const startChunks: ReadonlySet<string> = new Set(['vendor', 'app']);

/** `resolve.alias` entries that keep a second copy of a library out of the build. */
export function bundleAliases(root: string): Alias[] {
  /*
   * The persister packages pin an older @tanstack/query-core than @tanstack/react-query, so npm keeps two
   * copies and both would ship (~12 KiB gzip, and two QueryClient implementations). Resolve every import to
   * react-query's own copy while the install is nested like that.
   */
  const nestedQueryCore = path.join(root, 'node_modules/@tanstack/react-query/node_modules/@tanstack/query-core');
  /*
   * The package's `import` export (build/modern: native class fields), as a bare import resolves it; the folder itself
   * resolves through its `module` field to build/legacy, whose down-levelled private fields cost ~1 KiB gzip more.
   */
  const queryCoreAlias = existsSync(nestedQueryCore)
    ? [{ find: /^@tanstack\/query-core$/, replacement: `${nestedQueryCore}/build/modern/index.js` }]
    : [];
  /*
   * TanStack Store's useSelector imports the shim of useSyncExternalStore for React < 18, which checks for React's own
   * hook at run time and carries a fallback implementation (~0.2 KiB gzip in the first visit); the package's
   * non-shim entry uses React's hook directly, which React 18 and later always have.
   */
  const syncExternalStoreAlias = [
    {
      find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
      replacement: 'use-sync-external-store/with-selector.js',
    },
  ];
  return [...queryCoreAlias, ...syncExternalStoreAlias];
}

/*
 * A lazy chunk's preload list (the dependency map the `app` chunk carries for every route and dialog) without
 * the runtime and `vendor`: index.html runs both before any lazy import can start, so preloading them again
 * fetches nothing. Every other dependency is still preloaded beside the chunk.
 */
export const preloadDependencies = (_filename: string, deps: string[]) =>
  deps.filter((dep) => !/(^|\/)(rolldown-runtime|vendor)-[\w-]+\.js$/.test(dep));

const fluentUsers = new Map<string, boolean>();
/** Whether a source module imports Fluent UI itself (read once per build). */
function usesFluent(id: string): boolean {
  const file = id.split('?')[0]!;
  let uses = fluentUsers.get(file);
  if (uses === undefined) {
    uses = existsSync(file) && readFileSync(file, 'utf8').includes('@fluentui/');
    fluentUsers.set(file, uses);
  }
  return uses;
}

/** The chunk groups of `build.rolldownOptions.output.codeSplitting`, for the project at `root`. */
export function chunkGroups(root: string) {
  const inProject = (modules: Set<string>) => (id: string) =>
    modules.has(path.relative(root, id.split('?')[0]!).split(path.sep).join('/'));
  /**
   * The modules a first visit runs (main.tsx, the first screens' routes of src/i18n/first-screens.ts, the service
   * worker's registration) and everything they import statically, as paths relative to the project.
   */
  const onFirstVisit = inProject(
    importClosure(root, ['src/main.tsx', ...firstScreenRouteFiles(root), 'src/pwa/update-worker.ts'], {
      lazy: false,
    }),
  );
  /**
   * The app's modules a first visit to `/` runs before it is idle, logged out (the login) or in (home): main.tsx, the
   * routes of those two screens and their layouts, and the service worker's registration (modules.mjs, the set
   * scripts/size.mjs counts). They share one chunk, `app` below.
   */
  const inRootVisit = inProject(importClosure(root, rootVisitEntries, { lazy: false }));
  const onRootVisit = (id: string) => !id.includes('node_modules') && inRootVisit(id);

  /** The small shared modules of the shell, state, account, API and timetable helpers (see `common` below). */
  const sharedAppModule = (id: string) =>
    (/[\\/]src[\\/](shell|state|lib|account|api|i18n|features[\\/]session)[\\/]/.test(id) ||
      /[\\/]src[\\/]schedule[\\/][\w-]+\.ts$/.test(id)) &&
    !usesFluent(id);

  return [
    /*
     * The libraries every first visit runs, as one chunk (one request, one compression window); first, or
     * the Fluent group would take React along as a dependency (and so into the first visit).
     */
    {
      name: 'vendor',
      priority: 2,
      // Only the modules main.tsx's graph runs: useQueries and its observer (trainer, admin) stay with their screens.
      tags: ['$initial' as const],
      test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|valibot|valtio|proxy-compare|@lingui|idb-keyval)[\\/]/,
    },
    /*
     * The app's own modules of a first visit to `/` as one chunk: main.tsx with everything it imports statically
     * (the captured modules' imports come along), the login and home screens, the timetable helpers they share
     * with other screens and the service worker's registration. Otherwise each module a lazy route shares
     * becomes a chunk of ~1 KiB of its own, and a first visit waits for many requests (each a round trip on
     * a mobile network); one file also compresses better than seven small ones (~1.9 KiB gzip less). Other
     * pages load the login and home code with it (~3 KiB gzip). Before `common`, which would take the shared ones.
     */
    { name: 'app', priority: 1, test: (id: string) => onRootVisit(id) || id.startsWith('\0vite/') },
    /*
     * The small shell, state, account, API and timetable-helper modules that several screens share, as one
     * chunk: each would otherwise be a chunk of a few hundred bytes, and /entry waited for 17 of them, on a
     * phone's HTTP/1.1 connection six at a time. Without the modules that use Fluent, or Fluent would join
     * every first visit.
     */
    {
      name: 'common',
      priority: 0,
      minShareCount: 2,
      test: (id: string) => sharedAppModule(id) && onFirstVisit(id),
    },
    /*
     * Those a first visit does not run (the admin's contract, the forms' fields, the timetable's filters …) as
     * a chunk of their own, which the other screens load beside `common`.
     */
    {
      name: 'shared',
      priority: 0,
      minShareCount: 2,
      test: (id: string) => sharedAppModule(id) && !onFirstVisit(id),
    },
    /*
     * Likewise the timetable's components, shared by the visitor, member, trainer and admin timetables (its
     * helpers are in `common`: home needs some of them).
     */
    {
      name: 'schedule',
      priority: 0,
      minShareCount: 2,
      test: (id: string) => /[\\/]src[\\/]schedule[\\/][\w-]+\.tsx$/.test(id) && !usesFluent(id),
    },
    /*
     * Fluent UI and its style engine as one chunk: no first-visit screen uses it, every other screen does,
     * and the service worker precaches it anyway. Dozens of tiny shared chunks instead would make each
     * route's preload list (shipped in the first-visit route table) long and the downloads many.
     */
    {
      name: 'fluent',
      priority: 1,
      test: /node_modules[\\/](@fluentui|@griffel|tabster|keyborg|rtl-css-js|stylis|@floating-ui|@swc[\\/]helpers)[\\/]/,
    },
  ];
}
