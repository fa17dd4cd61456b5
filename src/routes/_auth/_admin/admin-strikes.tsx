import { createFileRoute } from '@tanstack/react-router';
import { timetableFilterQueries } from '../../../schedule/filter-queries.ts';
import { adminQueries } from '../../../features/admin/queries.ts';
import { StrikeSettingsPage } from '../../../features/admin/strike-settings-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-strikes')({
  // the clubs, then each club's rules, load beside the screen, which shows the wait and any failure
  loader: ({ context: { queryClient } }) => {
    void queryClient
      .ensureQueryData(timetableFilterQueries.settings())
      .then(({ clubs }) => Promise.all(clubs.map((club) => queryClient.prefetchQuery(adminQueries.strikes(club.id)))))
      .catch(() => undefined);
  },
  component: StrikeSettingsPage,
});
