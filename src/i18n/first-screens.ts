import type { FileRouteTypes } from '../routeTree.gen.ts';

/**
 * The routes of a first visit (login, home, the entry code) and the layouts above them. Their texts, and the
 * texts of every module they and main.tsx import (statically or lazily: the menu, dialogs, error screens), make
 * the small first part of each language's catalog; the rest (timetables, invoices, trainer, admin …) loads
 * with the first route that is not listed here, before it renders (routes/__root.tsx). The split is made at
 * build time from the catalog's origins (scripts/vite-split-catalogs.ts): the .po files stay one per language.
 */
export const firstScreenRoutes = [
  '__root__',
  '/_auth',
  '/login',
  '/_auth/',
  '/_auth/entry',
] as const satisfies readonly FileRouteTypes['id'][];

const firstScreens: ReadonlySet<string> = new Set(firstScreenRoutes);

/** Whether every route of a match list shows texts of the first part of the catalog only. */
export function onFirstScreens(routeIds: readonly string[]): boolean {
  return routeIds.every((id) => firstScreens.has(id));
}

/**
 * Lazy modules of the first screens that render no text before they have loaded the rest of the catalog
 * themselves (loadRestOfCatalog in src/i18n/i18n.ts): their texts, and those of the modules only they import,
 * go with the rest, so a first visit does not download words that only some later visits show (the install
 * steps on iOS). Not the install card: it paints with home (src/pwa/install-home-card.tsx).
 */
export const restCatalogModules: readonly string[] = [
  'src/pwa/install-steps.tsx',
  'src/features/admin/load-admin-today.ts',
  'src/features/trainer/home/load-trainer-home.ts',
];
