import { createFileRoute, notFound } from '@tanstack/react-router';
import { authState } from '../../state/auth.ts';

/** Admin-only area (isAdmin); others see the not-found page rather than learn it exists. */
export const Route = createFileRoute('/_auth/_admin')({
  beforeLoad: () => {
    if (authState.userClaims?.isAdmin !== true) throw notFound();
  },
});
