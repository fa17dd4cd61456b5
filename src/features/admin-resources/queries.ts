import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import { AvailabilityResponse } from '../../api/contract/admin.ts';
import {
  AdminRoom,
  AdminRoomsResponse,
  AdminTrainer,
  AdminTrainersResponse,
  FutureClassesResponse,
  TrainerActiveResponse,
  type RoomInput,
  type TrainerInput,
} from '../../api/contract/admin-resources.ts';
import { scheduleQueries } from '../../schedule/queries.ts';

export type ResourceKind = 'rooms' | 'trainers';

/** The admin's rooms and trainers, and the classes that still need one of them. */
export const resourceQueries = {
  all: () => ['admin-resources'] as const,
  rooms: () =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'rooms'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/rooms', { schema: AdminRoomsResponse, signal }),
      staleTime: staleTimes.default,
    }),
  trainers: () =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'trainers'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/trainers', { schema: AdminTrainersResponse, signal }),
      staleTime: staleTimes.default,
    }),
  futureClasses: (kind: ResourceKind, id: number) =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'future-classes', kind, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/admin/${kind}/${id}/future-classes`, { schema: FutureClassesResponse, signal }),
      staleTime: 0,
    }),
  /** A trainer's classes in a range, to see whether they are free for classes they would take over. */
  trainerBusy: (trainerId: number, window: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...resourceQueries.all(), 'trainer-busy', trainerId, window.from, window.to] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/trainer/availability', {
          query: { trainerId: String(trainerId), ...window },
          schema: AvailabilityResponse,
          signal,
        }),
      staleTime: 0,
    }),
};

/**
 * After a change: these lists, and what the class form and the timetables read of rooms and trainers
 * (the admin feature's lists live under ['admin'], the classes under the schedule's keys).
 */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: resourceQueries.all() }),
      client.invalidateQueries({ queryKey: ['admin'] }),
      client.invalidateQueries({ queryKey: scheduleQueries.all() }),
    ]);
}

export function useSaveRoomMutation() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id: number | null; input: RoomInput }) =>
      apiRequest(id === null ? '/admin/rooms' : `/admin/rooms/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        schema: AdminRoom,
      }),
    onSettled: refresh,
  });
}

export function useSetRoomActiveMutation() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest(`/admin/rooms/${id}/active`, { method: 'PUT', body: { active }, schema: AdminRoom }),
    onSettled: refresh,
  });
}

export function useSaveTrainerMutation() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id: number | null; input: TrainerInput }) =>
      apiRequest(id === null ? '/admin/trainers' : `/admin/trainers/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        schema: AdminTrainer,
      }),
    onSettled: refresh,
  });
}

export function useSetTrainerActiveMutation() {
  const refresh = useRefresh();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, active, handOverTo }: { id: number; active: boolean; handOverTo?: number }) =>
      apiRequest(`/admin/trainers/${id}/active`, {
        method: 'PUT',
        body: { active, handOverTo },
        schema: TrainerActiveResponse,
      }),
    onSettled: refresh,
  });
}
