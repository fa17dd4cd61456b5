import { Navigate, Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppLayout } from '../shell/app-layout.tsx';
import { NotFoundPage } from '../shell/not-found-page.tsx';
import { useSession } from '../state/auth.ts';
import { SessionLifecycle } from '../features/session/session-lifecycle.tsx';
import { logOut } from '../features/session/session-actions.ts';
import { usePageRulesQuery } from '../features/session/queries.ts';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: UnknownPath,
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

/** Logged in: the not-found page. Logged out: the login page, coming back here afterwards. */
function UnknownPath() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to="/login" search={{ redirect: location.href }} replace />;
  return <NotFoundPage />;
}
