import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { queryClient } from './api/query-client.ts';
import { revealPageAfterStaleModal } from './shell/stale-modal-hiding.ts';
import { loadRestOfCatalog } from './i18n/i18n.ts';
import { onFirstScreens } from './i18n/first-screens.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Freshness is TanStack Query's job (staleTimes); the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

// Tabster's clean-up runs on its own timers: look once the screen is drawn, and once more after them.
router.subscribe('onRendered', () => {
  setTimeout(revealPageAfterStaleModal, 0);
  setTimeout(revealPageAfterStaleModal, 600);
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Starts loading the code of the routes the current address shows, so it arrives while the catalog and the
 * session load rather than after the first render asks for it. Failures are left to the router's own load.
 */
export function preloadCurrentRouteCode(): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
  // A page beyond the first screens: the rest of the catalog comes with the first part (i18n.ts).
  if (!onFirstScreens(routes.map((route) => route.id))) void loadRestOfCatalog().catch(() => undefined);
}
