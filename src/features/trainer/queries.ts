import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { CardLookup } from '../../api/contract/card.ts';
import { Participant } from '../../api/contract/trainer.ts';
import { errorMessage } from '../../i18n/error-messages.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../shell/notify.ts';
import { participantsQuery } from '../../schedule/participants-query.ts';
import { scheduleQueries } from '../../schedule/queries.ts';

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

/** The server's answer for one participant goes into the class's cached list (readable offline). */
export function storeParticipant(client: QueryClient, participant: Participant): void {
  client.setQueryData(trainerQueries.participants(participant.trainingId).queryKey, (list) => {
    if (!list) return list;
    const known = list.some((p) => p.registrationId === participant.registrationId);
    return known
      ? list.map((p) => (p.registrationId === participant.registrationId ? participant : p))
      : [...list, participant];
  });
}

const registered = msg({ id: 'trainer.registered', message: '{name} registered' });

/**
 * Registers a client into a class by their card code (the holder is looked up first) or by their id; the refusals
 * of docs/behaviour.md#messages show as they come. The notices are said here, alike for the class page and the
 * scanner.
 */
export function useRegisterByCardMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      trainingId,
      cardCode,
      clientId,
    }: {
      trainingId: number;
      cardCode?: string;
      clientId?: number;
    }) => {
      const holder =
        clientId ??
        (await apiRequest(`/trainer/card/${encodeURIComponent(cardCode ?? '')}`, { schema: CardLookup })).clientId;
      return apiRequest(`/trainer/registration/${trainingId}`, {
        method: 'POST',
        body: { clientId: holder },
        schema: Participant,
      });
    },
    onSuccess: (participant) => {
      storeParticipant(client, participant);
      if (participant.status === 'waiting') notifyWarning(i18n._(errorMessage('userAddedToWaitingList')));
      else notifySuccess(i18n._(registered.id, { name: participant.name }));
    },
    onError: (error) => notifyError(error),
    onSettled: (_data, _error, { trainingId }) => {
      void client.invalidateQueries({ queryKey: trainerQueries.participants(trainingId).queryKey });
      void client.invalidateQueries({ queryKey: scheduleQueries.all() });
    },
  });
}
