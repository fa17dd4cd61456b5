import type { QueryClient } from '@tanstack/react-query';
import { scheduleQueries } from '../../schedule/queries.ts';
import { timetableFilterQueries } from '../../schedule/filter-queries.ts';
import { adminQueries } from './queries.ts';

/** What the class form needs before it shows: the class (when editing), the clubs and the lists it chooses from. */
export const classFormQueries = {
  training: (trainingId: number) => scheduleQueries.training('admin', trainingId),
  settings: timetableFilterQueries.settings,
  rooms: adminQueries.rooms,
  groups: adminQueries.roomGroups,
  units: adminQueries.units,
  trainers: adminQueries.trainers,
};

/** The route's loader: starts all of it at once, without waiting (the form shows its own wait, or the failure). */
export function startClassFormData(queryClient: QueryClient, trainingId: number | undefined): void {
  if (trainingId !== undefined) void queryClient.prefetchQuery(classFormQueries.training(trainingId));
  void queryClient.prefetchQuery(classFormQueries.settings());
  void queryClient.prefetchQuery(classFormQueries.rooms());
  void queryClient.prefetchQuery(classFormQueries.groups());
  void queryClient.prefetchQuery(classFormQueries.units());
  void queryClient.prefetchQuery(classFormQueries.trainers());
}
