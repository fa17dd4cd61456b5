import { createFileRoute } from '@tanstack/react-router';
import { webhookQueries } from '../../../features/admin/webhook-queries.ts';
import { WebhooksPage } from '../../../features/admin/webhooks-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin-webhooks')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(webhookQueries.endpoints()),
  component: WebhooksPage,
});
