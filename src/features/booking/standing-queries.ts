import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { StandingBookings } from '../../api/contract/standing.ts';

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
