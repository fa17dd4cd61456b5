import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasSession } from '../state/auth.ts';
import { NotFoundPage } from '../shell/not-found-page.tsx';

/** Any unmatched path: logged out → the login page (coming back here after it); logged in → not found. */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    if (!hasSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: NotFoundPage,
});
