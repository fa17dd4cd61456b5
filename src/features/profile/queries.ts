import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import { Profile, type PasswordChangeRequest } from '../../api/contract/profile.ts';
import { staleTimes } from '../../api/cache-times.ts';

export const profileQueries = {
  all: () => ['profile'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'data'] as const,
      queryFn: ({ signal }) => apiRequest('/user/account/profile', { schema: Profile, signal }),
      staleTime: staleTimes.default,
    }),
};

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (change: PasswordChangeRequest) => apiSend('/user/account/password', { method: 'PUT', body: change }),
  });
}
