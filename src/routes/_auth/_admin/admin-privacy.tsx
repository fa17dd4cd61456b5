import { createFileRoute } from '@tanstack/react-router';
import { privacyQueries } from '../../../features/admin/privacy-queries.ts';
import { PrivacyPage } from '../../../features/admin/privacy-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-privacy')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(privacyQueries.settings());
    void context.queryClient.prefetchQuery(privacyQueries.erasures());
  },
  component: PrivacyPage,
});
