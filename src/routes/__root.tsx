import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from '../shell/app-layout.tsx';
import { SessionLifecycle } from '../features/session/session-lifecycle.tsx';
import { logOut } from '../features/session/session-actions.ts';
import { usePageRulesQuery } from '../features/session/queries.ts';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Thrown by the role guards (a member on an admin path): same page as an unknown path.
  notFoundComponent: lazyRouteComponent(() => import('../shell/not-found-page.tsx'), 'NotFoundPage'),
});

function RootLayout() {
  usePageRulesQuery();
  return (
    <AppLayout onLogOut={() => void logOut()}>
      <Outlet />
      <SessionLifecycle />
    </AppLayout>
  );
}
