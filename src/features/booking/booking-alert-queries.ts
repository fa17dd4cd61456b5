import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { apiRequest, apiSend } from '../../api/client.ts';
import { BookingAlert, BookingAlerts } from '../../api/contract/booking-alert.ts';
import { notifyError, notifySuccess } from '../../shell/notify.ts';

/** The member's "tell me when booking opens" requests (issue 37), kept like the rest of their data for offline reading. */
export const bookingAlertQueries = {
  all: () =>
    queryOptions({
      queryKey: ['booking-alerts'] as const,
      queryFn: ({ signal }) => apiRequest('/user/booking-alert', { schema: BookingAlerts, signal }),
      // read afresh on each visit: a reload right after asking must not show the kept list from before
      staleTime: 0,
    }),
};

/** The member's request for this class, if they made one (undefined while the list loads). */
export function useBookingAlert(trainingId: number): { asked: BookingAlert | null; loading: boolean } {
  const query = useQuery({
    ...bookingAlertQueries.all(),
    select: (alerts) => alerts.find((a) => a.trainingId === trainingId) ?? null,
  });
  return { asked: query.data ?? null, loading: query.isPending };
}

/** Asks to be told, or takes the request back; the list is set from the answer, so the button follows at once. */
export function useBookingAlertMutation(trainingId: number) {
  const client = useQueryClient();
  const { t } = useLingui();
  const key = bookingAlertQueries.all().queryKey;
  return useMutation({
    networkMode: 'always',
    mutationFn: async (ask: boolean) =>
      ask
        ? apiRequest(`/user/booking-alert/${trainingId}`, { method: 'POST', schema: BookingAlert })
        : apiSend(`/user/booking-alert/${trainingId}`, { method: 'DELETE' }).then(() => null),
    onSuccess: (alert) => {
      client.setQueryData<BookingAlerts>(key, (list = []) => [
        ...list.filter((a) => a.trainingId !== trainingId),
        ...(alert ? [alert] : []),
      ]);
      notifySuccess(alert ? t`We will tell you when booking opens.` : t`You will not be told when booking opens.`);
    },
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
