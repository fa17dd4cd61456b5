import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { apiRequest } from '../../api/client.ts';
import {
  BookingResponse,
  CancelBookingResponse,
  OfferAnswerResponse,
  type OfferAnswer,
} from '../../api/contract/registration.ts';
import { isOnline } from '../../lib/online.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../shell/notify.ts';
import { registrationQueries, scheduleQueries } from '../../schedule/queries.ts';
import {
  refreshBookingData,
  removeFromMyWorkouts,
  restoreBookingData,
  setMyPlaceInSchedules,
  snapshotBookingData,
} from './schedule-cache.ts';
import { isUnanswered, settleWhenReachable, type BookingTarget } from './unknown-outcome.ts';

export type { BookingTarget } from './unknown-outcome.ts';

/*
 * The member's own bookings. Their notices are said here, not by the buttons: the button is gone before the answer
 * comes (a cancel takes the place off the screen at once, an answered offer or a booking redraws the class), and
 * mutate's own callbacks do not run for a component that is gone.
 */

/** Booking needs the server's answer (a place or a queue position), so it is refused offline instead of queued. */
export class OfflineBookingError extends Error {
  constructor() {
    super('Booking needs a connection');
    this.name = 'OfflineBookingError';
  }
}

function requireOnline(): void {
  if (!isOnline()) throw new OfflineBookingError();
}

function useFailureNotice() {
  const { t } = useLingui();
  return (error: unknown) => {
    if (error instanceof OfflineBookingError) {
      notifyWarning(t`You are offline. Booking and cancelling need a connection — try again when you are back online.`);
    } else {
      notifyError(error);
    }
  };
}

/** Books a place, or a place in the waiting list when the class is full and allows one. */
export function useBookPlaceMutation() {
  const client = useQueryClient();
  const { t } = useLingui();
  const onError = useFailureNotice();
  return useMutation({
    // 'always': a paused mutation would silently wait for the network, which booking must not do.
    networkMode: 'always',
    mutationFn: async ({ trainingId }: BookingTarget) => {
      requireOnline();
      return apiRequest(`/user/registration/${trainingId}`, { method: 'POST', schema: BookingResponse });
    },
    onSuccess: (registration, { trainingId }) => {
      setMyPlaceInSchedules(client, trainingId, {
        registrationId: registration.registrationId,
        status: registration.status,
        placeInWaitingList: registration.placeInWaitingList,
        cancelingAllowed: registration.cancelingAllowed,
      });
      const position = registration.placeInWaitingList ?? 0;
      const name = registration.trainingName;
      notifySuccess(
        registration.status === 'waiting'
          ? t`You were added to the waiting list, position ${position}`
          : t`Place booked: ${name}`,
      );
    },
    onError: (error, target) => {
      if (!isUnanswered(error)) return onError(error);
      // Sent, but no answer: say so, then find out from the member's registrations once the server answers.
      const name = target.name;
      notifyWarning(
        t`The server did not answer your booking of ${name}. We will check whether it went through as soon as the server answers.`,
      );
      settleWhenReachable(client, target, (registered) => {
        if (registered === null) notifyWarning(t`Your booking did not go through: ${name}`);
        else if (registered.waiting) notifySuccess(t`Your booking went through: ${name} (waiting list)`);
        else notifySuccess(t`Your booking went through: ${name}`);
      });
    },
    // A booking refused offline changed nothing, and a refetch now would only fail.
    onSettled: (_data, error) =>
      error instanceof OfflineBookingError || isUnanswered(error) ? undefined : refreshBookingData(client),
  });
}

/** Cancels my place (or leaves the waiting list); the screens drop it at once and put it back if the server refuses. */
export function useCancelBookingMutation() {
  const client = useQueryClient();
  const { t } = useLingui();
  const onError = useFailureNotice();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ trainingId }: BookingTarget) => {
      requireOnline();
      return apiRequest(`/user/registration/${trainingId}`, { method: 'DELETE', schema: CancelBookingResponse });
    },
    onMutate: async ({ trainingId }) => {
      if (!isOnline()) return { snapshot: null };
      await Promise.all([
        client.cancelQueries({ queryKey: scheduleQueries.all() }),
        client.cancelQueries({ queryKey: registrationQueries.all() }),
      ]);
      const snapshot = snapshotBookingData(client);
      setMyPlaceInSchedules(client, trainingId, null);
      removeFromMyWorkouts(client, trainingId);
      return { snapshot };
    },
    onSuccess: () => notifySuccess(t`Booking cancelled`),
    onError: (error, target, context) => {
      // The last state the server confirmed comes back on screen; the words say whether that is final.
      if (context?.snapshot) restoreBookingData(client, context.snapshot);
      if (!isUnanswered(error)) return onError(error);
      const name = target.name;
      notifyWarning(
        t`The server did not answer your cancellation of ${name}. We will check whether it went through as soon as the server answers.`,
      );
      settleWhenReachable(client, target, (registered) => {
        if (registered === null) notifySuccess(t`Your cancellation went through: ${name}`);
        else notifyWarning(t`Your cancellation did not go through: ${name} is still booked`);
      });
    },
    onSettled: (_data, error) =>
      error instanceof OfflineBookingError || isUnanswered(error) ? undefined : refreshBookingData(client),
  });
}

/**
 * Accepts or declines a place offered from the waiting list. The server's answer is the truth (the offer may
 * have ended a moment ago), so nothing changes on screen before it; then the schedules and my workouts are read again.
 */
export function useAnswerOfferMutation() {
  const client = useQueryClient();
  const { t } = useLingui();
  const onError = useFailureNotice();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ trainingId, answer }: BookingTarget & OfferAnswer) => {
      requireOnline();
      return apiRequest(`/user/registration/${trainingId}/offer`, {
        method: 'POST',
        body: { answer },
        schema: OfferAnswerResponse,
      });
    },
    onSuccess: (result, { name }) =>
      notifySuccess(result.status === 'booked' ? t`Place booked: ${name}` : t`Offer declined: ${name}`),
    onError: (error) => onError(error),
    onSettled: (_data, error) => (error instanceof OfflineBookingError ? undefined : refreshBookingData(client)),
  });
}
