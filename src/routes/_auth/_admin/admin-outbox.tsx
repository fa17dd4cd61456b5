import { createFileRoute } from '@tanstack/react-router';
import { adminQueries } from '../../../features/admin/queries.ts';
import { OutboxPage } from '../../../features/admin/outbox-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-outbox')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminQueries.outbox()),
  component: OutboxPage,
});
