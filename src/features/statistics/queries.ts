import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import {
  ClientStatistics,
  PersonalTrainingPage,
  PersonalTrainingStatistics,
  TrainerStatistics,
  type PersonalTrainingsQuery,
  type StatisticsPeriod,
} from '../../api/contract/statistics.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { cursorPaging, cursorQuery } from '../../api/pages.ts';

export const statisticsQueries = {
  all: () => ['statistics'] as const,
  client: (period: StatisticsPeriod) =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'client', period] as const,
      queryFn: ({ signal }) => apiRequest('/user/statistics', { query: { period }, schema: ClientStatistics, signal }),
      staleTime: staleTimes.clientStatistics,
    }),
  trainer: (period: StatisticsPeriod) =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'trainer', period] as const,
      queryFn: ({ signal }) =>
        apiRequest('/trainer/statistics', { query: { period }, schema: TrainerStatistics, signal }),
      staleTime: staleTimes.trainerStatistics,
    }),
  personalTrainings: (range: PersonalTrainingsQuery) =>
    queryOptions({
      queryKey: [...statisticsQueries.all(), 'personal-trainings', range] as const,
      queryFn: ({ signal }) =>
        apiRequest('/trainer/statistics/personal-trainings', {
          query: range,
          schema: PersonalTrainingStatistics,
          signal,
        }),
      staleTime: staleTimes.personalTrainingStatistics,
    }),
  /** The range's personal trainings, the latest first, a page at a time (under the sums' key: one invalidation reads both). */
  personalTrainingList: (range: PersonalTrainingsQuery) =>
    infiniteQueryOptions({
      queryKey: [...statisticsQueries.all(), 'personal-trainings', range, 'list'] as const,
      queryFn: ({ signal, pageParam }) =>
        apiRequest('/trainer/statistics/personal-trainings/list', {
          query: { ...range, ...cursorQuery(pageParam) },
          schema: PersonalTrainingPage,
          signal,
        }),
      ...cursorPaging,
      staleTime: staleTimes.personalTrainingStatistics,
    }),
};
