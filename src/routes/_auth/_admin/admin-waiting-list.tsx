import { createFileRoute } from '@tanstack/react-router';
import { prefetchClubRules } from '../../../features/admin/club-rules-loader.ts';
import { adminQueries } from '../../../features/admin/queries.ts';
import { WaitingListPage } from '../../../features/admin/waiting-list-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-waiting-list')({
  loader: ({ context: { queryClient } }) => prefetchClubRules(queryClient, adminQueries.waitingList),
  component: WaitingListPage,
});
