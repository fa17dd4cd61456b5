import type { QueryClient } from '@tanstack/react-query';
import type { MyRegistration, ScheduleResponse } from '../../api/contract/schedule.ts';
import type { TrainingRegistrationsResponse } from '../../api/contract/registration.ts';
import { registrationQueries, scheduleQueries } from '../../schedule/queries.ts';

/** The counts and my place of one class after my place changed from `before` to `after`. */
function patchTraining(list: ScheduleResponse, trainingId: number, after: MyRegistration | null): ScheduleResponse {
  return list.map((training) => {
    if (training.id !== trainingId) return training;
    const before = training.myRegistration;
    const delta = (status: MyRegistration['status']) =>
      (after?.status === status ? 1 : 0) - (before?.status === status ? 1 : 0);
    return {
      ...training,
      myRegistration: after,
      bookedCount: Math.max(0, training.bookedCount + delta('booked')),
      waitingCount: Math.max(0, training.waitingCount + delta('waiting')),
    };
  });
}

/** Shows my new place in every cached week at once, before the refetch confirms it. */
export function setMyPlaceInSchedules(client: QueryClient, trainingId: number, place: MyRegistration | null): void {
  client.setQueriesData<ScheduleResponse>({ queryKey: scheduleQueries.lists() }, (list) =>
    list ? patchTraining(list, trainingId, place) : list,
  );
}

/** Removes a class from every cached list of my workouts. */
export function removeFromMyWorkouts(client: QueryClient, trainingId: number): void {
  client.setQueriesData<TrainingRegistrationsResponse>({ queryKey: registrationQueries.all() }, (list) =>
    list ? list.filter((registration) => registration.id !== trainingId) : list,
  );
}

/** Refetches everything a booking change touches: the timetable, my workouts and the home screen's list. */
export function refreshBookingData(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: scheduleQueries.all() }),
    client.invalidateQueries({ queryKey: registrationQueries.all() }),
  ]).then(() => undefined);
}

export type Snapshot = Array<[readonly unknown[], unknown]>;

/** Everything a rollback needs when an optimistic change fails. */
export function snapshotBookingData(client: QueryClient): Snapshot {
  return [
    ...client.getQueriesData({ queryKey: scheduleQueries.lists() }),
    ...client.getQueriesData({ queryKey: registrationQueries.all() }),
  ];
}

export function restoreBookingData(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}
