import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { CardLookup } from '../../api/contract/card.ts';
import { Participant } from '../../api/contract/trainer.ts';
import { queryClient } from '../../api/query-client.ts';
import { participantsQuery } from '../../schedule/participants-query.ts';

export const trainerQueries = {
  all: () => ['trainer'] as const,
  participants: participantsQuery,
  /** Who holds a card (GET /trainer/card/{cardCode}); looked up on each scan, never served from an old answer. */
  card: (cardCode: string) =>
    queryOptions({
      queryKey: [...trainerQueries.all(), 'card', cardCode] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/trainer/card/${encodeURIComponent(cardCode)}`, { schema: CardLookup, signal }),
      staleTime: 0,
      gcTime: 60_000,
      retry: false,
    }),
};

export function putPresence(registrationId: number, presence: boolean): Promise<Participant> {
  return apiRequest(`/trainer/registration/${registrationId}/presence`, {
    method: 'PUT',
    body: { presence },
    schema: Participant,
  });
}

export function registerClient(trainingId: number, clientId: number): Promise<Participant> {
  return apiRequest(`/trainer/registration/${trainingId}`, { method: 'POST', body: { clientId }, schema: Participant });
}

/** The server's answer for one participant goes into the class's cached list (readable offline). */
export function storeParticipant(participant: Participant): void {
  queryClient.setQueryData(trainerQueries.participants(participant.trainingId).queryKey, (list) => {
    if (!list) return list;
    const known = list.some((p) => p.registrationId === participant.registrationId);
    return known
      ? list.map((p) => (p.registrationId === participant.registrationId ? participant : p))
      : [...list, participant];
  });
}
