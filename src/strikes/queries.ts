import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../api/client.ts';
import { ClassStrikes, MyStrikes } from '../api/contract/strikes.ts';

export const strikeQueries = {
  all: () => ['strikes'] as const,
  /** The member's strikes, rules and block per club (GET /user/strikes). */
  mine: () =>
    queryOptions({
      queryKey: [...strikeQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => apiRequest('/user/strikes', { schema: MyStrikes, signal }),
      staleTime: 0,
    }),
  /** The strikes one class gave, for its staff (GET /trainer/strikes/class/:id). */
  ofClass: (trainingId: number) =>
    queryOptions({
      queryKey: [...strikeQueries.all(), 'class', trainingId] as const,
      queryFn: ({ signal }) => apiRequest(`/trainer/strikes/class/${trainingId}`, { schema: ClassStrikes, signal }),
      staleTime: 0,
    }),
};

/** Staff waive a strike with a reason; the class's list is read again. */
export function useWaiveStrikeMutation(trainingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ strikeId, reason }: { strikeId: number; reason: string }) =>
      apiSend(`/trainer/strikes/${strikeId}/waive`, { method: 'POST', body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: strikeQueries.ofClass(trainingId).queryKey }),
  });
}
