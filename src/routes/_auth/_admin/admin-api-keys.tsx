import { createFileRoute } from '@tanstack/react-router';
import { apiKeyQueries } from '../../../features/admin/api-key-queries.ts';
import { ApiKeysPage } from '../../../features/admin/api-keys-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-api-keys')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(apiKeyQueries.list()),
  component: ApiKeysPage,
});
