import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { staleTimes } from '../api/cache-times.ts';
import { Profile } from '../api/contract/profile.ts';

/** The member's profile: the profile page shows it, the entry page names the member's own codes with it. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile', 'data'] as const,
    queryFn: ({ signal }) => apiRequest('/user/account/profile', { schema: Profile, signal }),
    staleTime: staleTimes.default,
  });
