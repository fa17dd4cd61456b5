import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { timetableFilterQueries } from '../../schedule/filter-queries.ts';
import type { ClubRulesQuery } from './club-rules-page.tsx';

/**
 * The loader of a club-rules screen: the clubs, then each club's rules, load beside the screen, which shows
 * the wait and any failure itself.
 */
export function prefetchClubRules<T, K extends QueryKey>(
  queryClient: QueryClient,
  rulesOf: ClubRulesQuery<T, K>,
): void {
  void queryClient
    .ensureQueryData(timetableFilterQueries.settings())
    .then(({ clubs }) => Promise.all(clubs.map((club) => queryClient.prefetchQuery(rulesOf(club.id)))))
    .catch(() => undefined);
}
