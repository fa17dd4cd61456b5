import { createFileRoute } from '@tanstack/react-router';
import { prefetchClubRules } from '../../../features/admin/club-rules-loader.ts';
import { adminQueries } from '../../../features/admin/queries.ts';
import { StandingRulesPage } from '../../../features/admin/standing-rules-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-standing')({
  loader: ({ context: { queryClient } }) => prefetchClubRules(queryClient, adminQueries.standing),
  component: StandingRulesPage,
});
