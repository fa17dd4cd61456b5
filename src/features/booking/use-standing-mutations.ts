import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { apiRequest, apiSend } from '../../api/client.ts';
import { StandingBooking } from '../../api/contract/standing.ts';
import { notifyError, notifySuccess } from '../../shell/notify.ts';
import { standingQueries } from './standing-queries.ts';

/** Each change answers from the server (or fails with its reason); the list is read again either way. */
function useSettled() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: standingQueries.all() });
}

/** "Book every week" from this class on. */
export function useStartStanding() {
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
export function usePauseStanding() {
  const onSettled = useSettled();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, pausedUntil }: { id: number; pausedUntil: string | null }) =>
      apiRequest(`/user/standing-booking/${id}`, { method: 'PUT', body: { pausedUntil }, schema: StandingBooking }),
    onError: notifyError,
    onSettled,
  });
}

export function useStopStanding() {
  const onSettled = useSettled();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: number) => apiSend(`/user/standing-booking/${id}`, { method: 'DELETE' }),
    onError: notifyError,
    onSettled,
  });
}
