import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../../account/queries.ts';
import { profileQueries } from '../../features/profile/queries.ts';
import { ProfilePage } from '../../features/profile/profile-page.tsx';

export const Route = createFileRoute('/_auth/profile')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueries.profile());
    void context.queryClient.prefetchQuery(accountQueries.status());
  },
  component: ProfilePage,
});
