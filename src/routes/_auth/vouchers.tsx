import { createFileRoute } from '@tanstack/react-router';
import { voucherQueries } from '../../features/vouchers/queries.ts';
import { VouchersPage } from '../../features/vouchers/vouchers-page.tsx';

export const Route = createFileRoute('/_auth/vouchers')({
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(voucherQueries.list()),
  component: VouchersPage,
});
