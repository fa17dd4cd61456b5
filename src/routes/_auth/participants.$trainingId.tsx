import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { Id } from '../../api/contract/schedule.ts';
import { isRegistrationStaff } from '../../api/contract/registration-access.ts';
import { authState } from '../../state/auth.ts';
import { trainerQueries } from '../../features/trainer/queries.ts';
import { ParticipantsPage } from '../../features/trainer/participants-page.tsx';

const TrainingIdParam = v.object({ trainingId: v.pipe(v.string(), v.toNumber(), Id) });

/** A class's participant list: staff only (SPEC.md §6); others see the not-found page. */
export const Route = createFileRoute('/_auth/participants/$trainingId')({
  params: {
    parse: (raw) => {
      const parsed = v.safeParse(TrainingIdParam, raw);
      if (!parsed.success) throw notFound();
      return parsed.output;
    },
    stringify: ({ trainingId }) => ({ trainingId: String(trainingId) }),
  },
  beforeLoad: () => {
    const claims = authState.userClaims;
    if (!claims || !isRegistrationStaff(claims)) throw notFound();
  },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(trainerQueries.participants(params.trainingId)),
  component: ParticipantsRoute,
});

function ParticipantsRoute() {
  const { trainingId } = Route.useParams();
  return <ParticipantsPage trainingId={trainingId} />;
}
