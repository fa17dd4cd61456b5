/** The route files of the pages a first visit to `/` shows (modules.mjs). */
export const rootVisitRoutes: readonly string[];
/** What the app loads before it is idle on every page (modules.mjs). */
export const loadedBeforeIdle: readonly string[];
/** The entries of a first visit to `/` (modules.mjs). */
export const rootVisitEntries: readonly string[];
/** The member's other first screens, native controls only (modules.mjs). */
export const otherNativeRoutes: readonly string[];
/** The source files that `entries` import, transitively (modules.mjs). */
export function importClosure(
  root: string,
  entries: readonly string[],
  options: { lazy: boolean; lazyStops?: readonly string[]; importers?: Map<string, string> },
): Set<string>;
