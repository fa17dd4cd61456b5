import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StatisticsPeriod } from '../../../api/contract/statistics-period.ts';
import { IsoDate } from '../../../api/contract/wire-formats.ts';
import { trainerStatisticsData } from '../../../features/statistics/trainer-statistics-data.ts';
import { statisticsQueries } from '../../../features/statistics/queries.ts';
import { TrainerStatisticsPage } from '../../../features/statistics/trainer-statistics-page.tsx';
import { PersonalTrainingPresence } from '../../../features/trainer/personal-training-presence.tsx';
import { LivePresenceStatus } from '../../../features/trainer/presence-status.tsx';

/** The personal trainings of a date range, whose presence the trainer changes, and the trainer statistics (GET /trainer/statistics). */
export const Route = createFileRoute('/_auth/_trainer/personal-trainings')({
  validateSearch: v.object({
    period: v.optional(v.fallback(StatisticsPeriod, 'month')),
    from: v.optional(v.fallback(v.optional(IsoDate), undefined)),
    to: v.optional(v.fallback(v.optional(IsoDate), undefined)),
  }),
  // The loader with the component: docs/first-visit.md#route-splits.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search: { period, from, to } }) => ({ period, from, to }),
  // Not awaited: the page shows the cached figures at once, or its own wait.
  loader: ({ context: { queryClient }, deps }) => {
    const { period, range } = trainerStatisticsData(deps);
    void queryClient.prefetchQuery(statisticsQueries.trainer(period));
    void queryClient.prefetchQuery(statisticsQueries.personalTrainings(range));
    void queryClient.prefetchInfiniteQuery(statisticsQueries.personalTrainingList(range));
  },
  component: PersonalTrainingsRoute,
});

function PersonalTrainingsRoute() {
  return <TrainerStatisticsPage presenceAction={PersonalTrainingPresence} presenceStatus={<LivePresenceStatus />} />;
}
