import { createFileRoute } from '@tanstack/react-router';
import { prefetchClubRules } from '../../../features/admin/club-rules-loader.ts';
import { adminQueries } from '../../../features/admin/queries.ts';
import { StrikeSettingsPage } from '../../../features/admin/strike-settings-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-strikes')({
  loader: ({ context: { queryClient } }) => prefetchClubRules(queryClient, adminQueries.strikes),
  component: StrikeSettingsPage,
});
