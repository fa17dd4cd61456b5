import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { hasSession } from '../state/auth.ts';
import { LoginScreen } from '../features/session/login-screen.tsx';

/** Only a same-origin path may be the way back (no `//host` or absolute URLs). */
const LoginSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000), v.regex(/^\/(?!\/)/))), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ search }) => {
    if (hasSession()) throw redirect({ href: search.redirect ?? '/' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: back } = Route.useSearch();
  const router = useRouter();
  return <LoginScreen onLoggedIn={() => void router.navigate({ href: back ?? '/', replace: true })} />;
}
