import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../api/client.ts';
import type { Language } from '../../api/contract/tenant.ts';
import {
  CalendarFeedAddress,
  CalendarFeedState,
  type CalendarFeedAddress as Address,
} from '../../api/contract/calendar-feed.ts';

/**
 * The feed's state, and its address on the device that made it: the server keeps only the token's hash, so the
 * address is known only from the answer that made it. It stays with the state while the server's feed is the
 * same one (same creation time); renewed or turned off elsewhere, it is dropped.
 */
export type CalendarFeed = CalendarFeedState & { address: Address | null };

const key = ['calendarFeed'] as const;

function withKnownAddress(state: CalendarFeedState, known: CalendarFeed | undefined): CalendarFeed {
  const address = known?.address;
  return { ...state, address: address && state.active && address.createdAt === state.createdAt ? address : null };
}

export const calendarFeedQuery = (client: QueryClient) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<CalendarFeed> =>
      withKnownAddress(
        await apiRequest('/user/calendar-feed', { schema: CalendarFeedState, signal }),
        client.getQueryData<CalendarFeed>(key),
      ),
    // checked on every visit: an address renewed or turned off elsewhere must not show here as if it worked
    staleTime: 0,
  });

/** Makes a new address (on, or renewed: the old one stops working). */
export function useMakeFeedAddressMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/user/calendar-feed', { method: 'PUT', schema: CalendarFeedAddress }),
    onSuccess: (address) =>
      client.setQueryData<CalendarFeed>(key, {
        active: true,
        language: null,
        createdAt: address.createdAt,
        lastFetchedAt: null,
        address,
      }),
  });
}

/** Turns the feed off: calendars that subscribed stop getting it. */
export function useTurnOffFeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('/user/calendar-feed', { method: 'DELETE' }),
    onSuccess: () =>
      client.setQueryData<CalendarFeed>(key, {
        active: false,
        language: null,
        createdAt: null,
        lastFetchedAt: null,
        address: null,
      }),
  });
}

/** Sends the app's language for the feed's texts (the address stays the same). */
export function useSendFeedLanguageMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => apiSend('/user/calendar-feed/language', { method: 'PUT', body: { language } }),
    onSuccess: (_answer, language) => client.setQueryData<CalendarFeed>(key, (feed) => feed && { ...feed, language }),
  });
}
