import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ScheduleResponse, Training } from '../../api/contract/schedule.ts';
import { registrationQueries, scheduleQueries } from '../../schedule/queries.ts';
import {
  removeFromMyWorkouts,
  restoreBookingData,
  setMyPlaceInSchedules,
  snapshotBookingData,
} from './schedule-cache.ts';
import { buildTraining } from '../../test-support/build-training.ts';
import { buildRegistration } from '../../test-support/build-registration.ts';

const training = (id: number, overrides: Partial<Training> = {}): Training =>
  buildTraining({ id, bookedCount: 9, ...overrides });

const range = { from: '2026-11-15T10:00:00.000Z', to: '2026-11-23T12:00:00.000Z' };
const weekKey = scheduleQueries.list('user', range).queryKey;
const workoutsKey = registrationQueries.range(range.from, range.to).queryKey;

describe('booking changes in the cached screens', () => {
  it('shows my new place and the counts in every cached week at once', () => {
    const client = new QueryClient();
    client.setQueryData(weekKey, [training(1), training(2)]);
    setMyPlaceInSchedules(client, 1, {
      registrationId: 7,
      status: 'booked',
      placeInWaitingList: null,
      cancelingAllowed: true,
    });
    const week = client.getQueryData<ScheduleResponse>(weekKey);
    expect(week?.[0]).toMatchObject({ bookedCount: 10, waitingCount: 0, myRegistration: { registrationId: 7 } });
    expect(week?.[1]).toEqual(training(2));

    // Cancelling a waiting place lowers the queue, not the booked count.
    setMyPlaceInSchedules(client, 1, {
      registrationId: 7,
      status: 'waiting',
      placeInWaitingList: 1,
      cancelingAllowed: true,
    });
    expect(client.getQueryData<ScheduleResponse>(weekKey)?.[0]).toMatchObject({ bookedCount: 9, waitingCount: 1 });
    setMyPlaceInSchedules(client, 1, null);
    expect(client.getQueryData<ScheduleResponse>(weekKey)?.[0]).toMatchObject({
      bookedCount: 9,
      waitingCount: 0,
      myRegistration: null,
    });
  });

  it('drops a cancelled class from my workouts and restores everything on failure', () => {
    const client = new QueryClient();
    const workout = buildRegistration();
    client.setQueryData(workoutsKey, [workout]);
    client.setQueryData(weekKey, [training(1)]);
    const snapshot = snapshotBookingData(client);
    removeFromMyWorkouts(client, 1);
    setMyPlaceInSchedules(client, 1, null);
    expect(client.getQueryData(workoutsKey)).toEqual([]);
    restoreBookingData(client, snapshot);
    expect(client.getQueryData(workoutsKey)).toEqual([workout]);
    expect(client.getQueryData(weekKey)).toEqual([training(1)]);
  });
});
