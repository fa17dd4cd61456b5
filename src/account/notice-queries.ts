import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../api/client.ts';
import { accountQueries } from './queries.ts';

/**
 * "Got it" on the member's notices. Beside queries.ts rather than in it: the notices' read is on the first
 * screens, the banner that writes is loaded only when there is news.
 */
export function useMarkNoticesSeenMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiSend('/user/notice/seen', { method: 'POST', body: { ids } }),
    onSettled: () => client.invalidateQueries({ queryKey: accountQueries.notices().queryKey }),
  });
}
