import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseId } from '../../api/contract/id.ts';
import { isRegistrationStaff } from '../../common/registration-access.ts';
import { authState } from '../../state/auth.ts';
import { trainerQueries } from '../../features/trainer/queries.ts';
import { ParticipantsPage } from '../../features/trainer/participants-page.tsx';

/** A class's participant list: staff only (docs/behaviour.md#roles); others see the not-found page. */
export const Route = createFileRoute('/_auth/participants/$trainingId')({
  params: {
    parse: ({ trainingId }) => {
      const id = parseId(trainingId);
      if (id === undefined) throw notFound();
      return { trainingId: id };
    },
    stringify: ({ trainingId }) => ({ trainingId: String(trainingId) }),
  },
  beforeLoad: () => {
    const claims = authState.userClaims;
    if (!claims || !isRegistrationStaff(claims)) throw notFound();
  },
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(trainerQueries.participants(params.trainingId)),
  component: ParticipantsRoute,
});

function ParticipantsRoute() {
  const { trainingId } = Route.useParams();
  return <ParticipantsPage trainingId={trainingId} />;
}
