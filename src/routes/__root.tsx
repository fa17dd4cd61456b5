import { useEffect } from 'react';
import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { AppLayout } from '../shell/app-layout.tsx';
import { DeferredRender } from '../shell/deferred-render.tsx';
import { SessionLifecycle } from '../features/session/session-lifecycle.tsx';
import { logOut } from '../features/session/session-actions.ts';
import { useKeepPageRulesFresh } from '../features/session/queries.ts';
import { isRegistrationStaff } from '../common/registration-access.ts';
import { authState } from '../state/auth.ts';
import { loadRestOfCatalog } from '../i18n/i18n.ts';
import { onFirstScreens } from '../i18n/first-screens.ts';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  // A screen beyond the first ones (i18n/first-screens.ts) renders once its texts are loaded (also on a preload).
  beforeLoad: ({ matches }) =>
    onFirstScreens(matches.map((match) => match.routeId as string)) ? undefined : loadRestOfCatalog(),
  component: RootLayout,
  // Thrown by the role guards (a member on an admin path): same page as an unknown path.
  notFoundComponent: lazyRouteComponent(() => import('../shell/not-found-page.tsx'), 'NotFoundPage'),
});

function isStaff(): boolean {
  const claims = authState.userClaims;
  return claims !== null && isRegistrationStaff(claims);
}

/** Staff may hold presence changes not yet on the server: those are replayed, and a logout asks first. */
async function logOutStaffAware(): Promise<void> {
  if (isStaff()) {
    const { confirmLogoutWithUnsyncedPresence } = await import('../features/trainer/unsynced-logout.ts');
    if (!(await confirmLogoutWithUnsyncedPresence())) return;
  }
  await logOut();
}

function usePresenceReplay(): void {
  const { userClaims } = useSnapshot(authState);
  const staff = userClaims !== null && isRegistrationStaff(userClaims);
  useEffect(() => {
    if (staff) void import('../features/trainer/presence-sync.ts').then((sync) => sync.startPresenceSync());
  }, [staff]);
}

function RootLayout() {
  useKeepPageRulesFresh();
  usePresenceReplay();
  /*
   * The first layout renders in the background, in slices, while the server's shell stays on screen (see
   * ServerShell): the router starts it with a store update, which React renders at once in one long task
   * otherwise (on a slow phone, the page froze for a tenth of a second).
   */
  return (
    <DeferredRender>
      <AppLayout onLogOut={() => void logOutStaffAware()}>
        <Outlet />
        <SessionLifecycle />
      </AppLayout>
    </DeferredRender>
  );
}
