import { createFileRoute } from '@tanstack/react-router';
import { timetableFilterQueries } from '../../../schedule/filter-queries.ts';
import { adminQueries } from '../../../features/admin/queries.ts';
import { WaitingListPage } from '../../../features/admin/waiting-list-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-waiting-list')({
  // the clubs, then each club's rules, load beside the screen, which shows the wait and any failure
  loader: ({ context: { queryClient } }) => {
    void queryClient
      .ensureQueryData(timetableFilterQueries.settings())
      .then(({ clubs }) =>
        Promise.all(clubs.map((club) => queryClient.prefetchQuery(adminQueries.waitingList(club.id)))),
      )
      .catch(() => undefined);
  },
  component: WaitingListPage,
});
