import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasSession } from '../state/auth.ts';

/** Logged-in area: without a session, go to the login page and come back after it. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!hasSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
});
