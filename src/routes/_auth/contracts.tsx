import { createFileRoute } from '@tanstack/react-router';
import { contractQueries } from '../../features/contracts/queries.ts';
import { ContractsPage } from '../../features/contracts/contracts-page.tsx';

export const Route = createFileRoute('/_auth/contracts')({
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(contractQueries.list()),
  component: ContractsPage,
});
