import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { apiRequest } from '../../api/client.ts';
import { FamilyPlaces, type FamilyPlace } from '../../api/contract/family.ts';
import { CancelBookingResponse, OfferAnswerResponse, type OfferAnswer } from '../../api/contract/registration.ts';
import { familyQuery } from '../../account/family-query.ts';
import { errorMessage } from '../../i18n/error-messages.ts';
import { isOnline } from '../../lib/online.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../shell/notify.ts';
import { refreshBookingData } from './schedule-cache.ts';

/** The member's dependants (issue 38), and the family's places in one class. */
export const familyQueries = {
  dependants: familyQuery,
  places: (trainingId: number) =>
    queryOptions({
      queryKey: ['family', 'places', trainingId] as const,
      queryFn: ({ signal }) => apiRequest(`/user/registration/${trainingId}/family`, { schema: FamilyPlaces, signal }),
      staleTime: 0,
    }),
};

/** Whether the member acts for anyone: a member without dependants sees the class dialog as before. */
export function useHasDependants(): boolean {
  const query = useQuery({ ...familyQueries.dependants(), select: (family) => family.dependants.length > 0 });
  return query.data ?? false;
}

/** One person's outcome in words: "Mia: place booked", "Kati: waiting list, position 2", "Oskar: <the rule>". */
export function useOutcomeText() {
  const { t } = useLingui();
  return (place: FamilyPlace) => {
    const name = place.member.firstName;
    const position = place.placeInWaitingList ?? 0;
    if (place.status === 'booked') return t`${name}: place booked`;
    if (place.status === 'waiting' && place.groupId) return t`${name}: waiting together, position ${position}`;
    if (place.status === 'waiting') return t`${name}: waiting list, position ${position}`;
    const reason = i18n._(errorMessage(place.refusal ?? 'unknown'));
    return t`${name}: not booked. ${reason}`;
  };
}

/**
 * Books the class for the people chosen. The answer, per person who got a place, who waits and who was refused and
 * why, stays in the dialog (FamilyAnswer, from the mutation's data): a snack of several lines would hide after two
 * seconds, before it is read.
 */
export function useFamilyBookingMutation(trainingId: number) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: { memberIds: number[]; together: boolean }) => {
      if (!isOnline()) throw new Error('offline');
      return apiRequest(`/user/registration/${trainingId}/family`, {
        method: 'POST',
        body,
        schema: FamilyPlaces,
      });
    },
    onSuccess: (answer) => {
      client.setQueryData(familyQueries.places(trainingId).queryKey, (kept: FamilyPlaces | undefined) =>
        kept
          ? {
              ...kept,
              places: kept.places.map((p) => answer.places.find((a) => a.member.id === p.member.id) ?? p),
            }
          : kept,
      );
    },
    onError: (error) =>
      error instanceof Error && error.message === 'offline'
        ? notifyWarning(
            t`You are offline. Booking and cancelling need a connection — try again when you are back online.`,
          )
        : notifyError(error),
    onSettled: () => refreshBookingData(client),
  });
}

/** Cancels one family member's place (the member's own or a dependant's); a waiting group's leaves whole. */
export function useFamilyCancelMutation(trainingId: number) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (member: { id: number; firstName: string; group: boolean }) =>
      apiRequest(`/user/registration/${trainingId}/family/${member.id}`, {
        method: 'DELETE',
        schema: CancelBookingResponse,
      }),
    onSuccess: (_answer, member) => {
      const name = member.firstName;
      notifySuccess(member.group ? t`The group left the waiting list` : t`Booking cancelled: ${name}`);
    },
    onError: (error) => notifyError(error),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: familyQueries.places(trainingId).queryKey });
      await refreshBookingData(client);
    },
  });
}

/** Answers a place offered from the waiting list to a dependant (offers mode): accept books it, decline passes it on. */
export function useFamilyOfferMutation(trainingId: number) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      member,
      answer,
    }: {
      member: { id: number; firstName: string };
      answer: OfferAnswer['answer'];
    }) => {
      if (!isOnline()) throw new Error('offline');
      return apiRequest(`/user/registration/${trainingId}/family/${member.id}/offer`, {
        method: 'POST',
        body: { answer },
        schema: OfferAnswerResponse,
      });
    },
    onSuccess: (result, { member }) => {
      const name = member.firstName;
      notifySuccess(result.status === 'booked' ? t`Place accepted for ${name}` : t`Offer declined for ${name}`);
    },
    onError: (error) =>
      error instanceof Error && error.message === 'offline'
        ? notifyWarning(t`You are offline. Answering an offer needs a connection — try again when you are back online.`)
        : notifyError(error),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: familyQueries.places(trainingId).queryKey });
      await refreshBookingData(client);
    },
  });
}
