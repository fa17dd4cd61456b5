import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { PublicPrivacyNotice } from '../../api/contract/consent.ts';

export const privacyQueries = {
  /** The club's privacy notice: its name, contact and retention (GET /public/privacy, no login). */
  notice: () =>
    queryOptions({
      queryKey: ['privacyNotice'] as const,
      queryFn: ({ signal }) => apiRequest('/public/privacy', { schema: PublicPrivacyNotice, signal }),
      staleTime: staleTimes.privacyNotice,
    }),
};
