import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import {
  ClientStatistics,
  PersonalTrainingStatistics,
  TrainerStatistics,
  type PersonalTrainingsQuery,
  type StatisticsPeriod,
} from '../../api/contract/statistics.ts';
import { staleTimes } from '../../api/cache-times.ts';

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
};
