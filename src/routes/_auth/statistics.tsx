import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StatisticsPeriod } from '../../api/contract/statistics-period.ts';
import { statisticsQueries } from '../../features/statistics/queries.ts';
import { ClientStatisticsPage } from '../../features/statistics/client-statistics-page.tsx';

export const Route = createFileRoute('/_auth/statistics')({
  validateSearch: v.object({ period: v.optional(v.fallback(StatisticsPeriod, 'month')) }),
  loaderDeps: ({ search }) => ({ period: search.period ?? 'month' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(statisticsQueries.client(deps.period)),
  component: ClientStatisticsPage,
});
