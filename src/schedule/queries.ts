import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { staleTimes } from '../api/cache-times.ts';
import { ScheduleResponse, Training } from '../api/contract/schedule.ts';
import { TrainingRegistrationsResponse } from '../api/contract/registration.ts';

/*
 * The booking domain's data: the classes (schedule) and the member's places (registrations).
 * The timetable and my-workouts screens read it; booking changes update both through these keys.
 */

/** Who is looking decides the endpoint (docs/behaviour.md#roles): trainers read the user schedule, which adds private data for them. */
export type TimetableRole = 'public' | 'user' | 'trainer' | 'admin';
type ScheduleSource = 'public' | 'user' | 'admin';

export function scheduleSource(role: TimetableRole): ScheduleSource {
  if (role === 'admin' || role === 'public') return role;
  return 'user';
}

export interface ScheduleRange {
  from: string;
  to: string;
  gym?: number | undefined;
  group?: number | undefined;
  room?: number | undefined;
}

export const scheduleQueries = {
  all: () => ['schedule'] as const,
  lists: () => [...scheduleQueries.all(), 'list'] as const,
  list: (role: TimetableRole, range: ScheduleRange) => {
    const source = scheduleSource(role);
    return queryOptions({
      queryKey: [...scheduleQueries.lists(), source, range] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${source}/schedule`, { query: { ...range }, schema: ScheduleResponse, signal }),
      staleTime: staleTimes.schedule,
    });
  },
  details: () => [...scheduleQueries.all(), 'training'] as const,
  /** A class by id for a link to a class outside the loaded week; visitors have no such endpoint. */
  training: (role: Exclude<TimetableRole, 'public'>, id: number) => {
    const source = scheduleSource(role);
    return queryOptions({
      queryKey: [...scheduleQueries.details(), source, id] as const,
      queryFn: ({ signal }) => apiRequest(`/${source}/schedule/${id}`, { schema: Training, signal }),
      staleTime: staleTimes.trainingById,
    });
  },
};

export const registrationQueries = {
  all: () => ['registrations'] as const,
  /** The member's classes starting in [from, to) — instants on whole-day bounds so the key is stable. */
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: [...registrationQueries.all(), from, to] as const,
      queryFn: ({ signal }) =>
        apiRequest('/user/registration', { query: { from, to }, schema: TrainingRegistrationsResponse, signal }),
      staleTime: staleTimes.userTrainings,
    }),
};
