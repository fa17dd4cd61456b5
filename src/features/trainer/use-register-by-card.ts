import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../i18n/error-messages.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../shell/notify.ts';
import { queryClient } from '../../api/query-client.ts';
import { apiRequest } from '../../api/client.ts';
import { CardLookup } from '../../api/contract/card.ts';
import { scheduleQueries } from '../../schedule/queries.ts';
import { registerClient, storeParticipant, trainerQueries } from './queries.ts';

const registered = msg({ id: 'trainer.registered', message: '{name} registered' });

/** Finds the card's holder, then registers them; the refusals of docs/behaviour.md#messages show as they come. */
async function registerByCard({
  trainingId,
  cardCode,
  clientId,
}: {
  trainingId: number;
  cardCode?: string;
  clientId?: number;
}) {
  const holder =
    clientId ??
    (await apiRequest(`/trainer/card/${encodeURIComponent(cardCode ?? '')}`, { schema: CardLookup })).clientId;
  return registerClient(trainingId, holder);
}

export function useRegisterByCard() {
  return useMutation({
    mutationFn: registerByCard,
    onSuccess: (participant) => {
      storeParticipant(participant);
      if (participant.status === 'waiting') notifyWarning(i18n._(errorMessage('userAddedToWaitingList')));
      else notifySuccess(i18n._(registered.id, { name: participant.name }));
    },
    onError: (error) => notifyError(error),
    onSettled: (_data, _error, { trainingId }) => {
      void queryClient.invalidateQueries({ queryKey: trainerQueries.participants(trainingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: scheduleQueries.all() });
    },
  });
}
