import { createFileRoute, notFound } from '@tanstack/react-router';
import { authState } from '../../state/auth.ts';

/** Trainer-only area (trainerId set); others see the not-found page rather than learn it exists. */
export const Route = createFileRoute('/_auth/_trainer')({
  beforeLoad: () => {
    if (authState.userClaims?.trainerId == null) throw notFound();
  },
});
