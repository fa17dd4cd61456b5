import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { apiRequest, apiSend } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { StandingBooking, StandingBookings } from '../../api/contract/standing.ts';
import { notifyError, notifySuccess } from '../../shell/notify.ts';

/** The member's standing bookings ("book every week"): My workouts lists them, a class's dialog finds its own. */
export const standingQueries = {
  all: () => ['standing-bookings'] as const,
  list: () =>
    queryOptions({
      queryKey: standingQueries.all(),
      queryFn: ({ signal }) => apiRequest('/user/standing-booking', { schema: StandingBookings, signal }),
      staleTime: staleTimes.default,
    }),
};

/**
 * Each change answers from the server (or fails with its reason); the list is read again either way. The notices
 * are said here: the class's dialog may be closed, or the stopped booking gone from the list, before the answer.
 */
function useSettled() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: standingQueries.all() });
}

/** "Book every week" from this class on. */
export function useStartStandingMutation() {
  const { t } = useLingui();
  const onSettled = useSettled();
  return useMutation({
    networkMode: 'always',
    mutationFn: (trainingId: number) =>
      apiRequest('/user/standing-booking', { method: 'POST', body: { trainingId }, schema: StandingBooking }),
    onSuccess: () => notifySuccess(t`You are booked every week: each class is booked as soon as its booking opens.`),
    onError: notifyError,
    onSettled,
  });
}

/** Pause until a day (inclusive), or resume with null. */
export function usePauseStandingMutation() {
  const onSettled = useSettled();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, pausedUntil }: { id: number; pausedUntil: string | null }) =>
      apiRequest(`/user/standing-booking/${id}`, { method: 'PUT', body: { pausedUntil }, schema: StandingBooking }),
    onError: notifyError,
    onSettled,
  });
}

export function useStopStandingMutation() {
  const onSettled = useSettled();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: number) => apiSend(`/user/standing-booking/${id}`, { method: 'DELETE' }),
    onError: notifyError,
    onSettled,
  });
}
