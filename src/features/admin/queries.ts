import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { staleTimes } from '../../api/cache-times.ts';
import {
  ActiveTrainersResponse,
  AvailabilityResponse,
  MessagesSentResponse,
  OutboxResponse,
  SaveTrainingResponse,
  type SeriesScope,
  type SmsMessageBody,
  AdminMessageResponse,
} from '../../api/contract/admin.ts';
import {
  RoomGroupsResponse,
  RoomsResponse,
  TrainingStylesResponse,
  UnitsResponse,
} from '../../api/contract/schedule.ts';
import { StandingRules } from '../../api/contract/standing.ts';
import { StrikeSettings } from '../../api/contract/strikes.ts';
import { WaitingListRules } from '../../api/contract/waiting-list.ts';
import { scheduleQueries } from '../../schedule/queries.ts';

export type Slot = { from: string; to: string; excludeTrainingId?: number | undefined };

/** The admin's lists (rooms, trainers, styles), availability answers and the outbox. */
export const adminQueries = {
  all: () => ['admin'] as const,
  rooms: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'rooms'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/room', { schema: RoomsResponse, signal }),
      staleTime: staleTimes.rooms,
    }),
  roomGroups: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'room-groups'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/room/group', { schema: RoomGroupsResponse, signal }),
      staleTime: staleTimes.roomGroups,
    }),
  units: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'units'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/room/unit', { schema: UnitsResponse, signal }),
      staleTime: staleTimes.units,
    }),
  trainers: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'trainers'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/trainer', { schema: ActiveTrainersResponse, signal }),
      staleTime: staleTimes.activeTrainers,
    }),
  roomStyles: (roomId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'room-styles', roomId] as const,
      queryFn: ({ signal }) => apiRequest(`/admin/room/${roomId}/style`, { schema: TrainingStylesResponse, signal }),
      staleTime: staleTimes.styles,
    }),
  /** Answers are keyed by what was asked, so an answer to an older question is never shown for a newer one. */
  roomAvailability: (roomId: number, slot: Slot) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'room-availability', roomId, slot] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/room/availability', {
          query: { roomIds: String(roomId), ...slot },
          schema: AvailabilityResponse,
          signal,
        }),
      staleTime: staleTimes.roomAvailability,
    }),
  trainerAvailability: (trainerId: number, slot: Slot) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'trainer-availability', trainerId, slot] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/trainer/availability', {
          query: { trainerId: String(trainerId), ...slot },
          schema: AvailabilityResponse,
          signal,
        }),
      staleTime: staleTimes.trainerAvailability,
    }),
  outbox: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'outbox'] as const,
      queryFn: ({ signal }) => apiRequest('/admin/outbox', { schema: OutboxResponse, signal }),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  /**
   * A club's waiting-list rules, as its form edits them: read afresh each time the screen opens, so a kept copy
   * (the persisted cache, another admin's change) shows only until the server answers.
   */
  waitingList: (clubId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'waiting-list', clubId] as const,
      queryFn: ({ signal }) => apiRequest(`/admin/club/${clubId}/waiting-list`, { schema: WaitingListRules, signal }),
      staleTime: 0,
    }),
  /** A club's no-show and late-cancel rules, read afresh like the waiting-list rules. */
  strikes: (clubId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'strikes', clubId] as const,
      queryFn: ({ signal }) => apiRequest(`/admin/club/${clubId}/strikes`, { schema: StrikeSettings, signal }),
      staleTime: 0,
    }),
  /** A club's standing-booking rules (the share of places, the no-shows that stop one), read afresh likewise. */
  standing: (clubId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'standing-bookings', clubId] as const,
      queryFn: ({ signal }) => apiRequest(`/admin/club/${clubId}/standing-bookings`, { schema: StandingRules, signal }),
      staleTime: 0,
    }),
};

/** After any change to a class: every schedule view and the outbox read the server again. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: scheduleQueries.all() }),
      client.invalidateQueries({ queryKey: [...adminQueries.all(), 'outbox'] }),
      client.invalidateQueries({ queryKey: [...adminQueries.all(), 'room-availability'] }),
      client.invalidateQueries({ queryKey: [...adminQueries.all(), 'trainer-availability'] }),
    ]);
}

/** POST (new) or PUT (trainingId set) /admin/schedule. */
export function useSaveTrainingMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    networkMode: 'always',
    mutationFn: (form: Record<string, unknown>) =>
      apiRequest('/admin/schedule', {
        method: form.trainingId === undefined ? 'POST' : 'PUT',
        body: form,
        schema: SaveTrainingResponse,
      }),
    onSettled: refresh,
  });
}

export function useCancelTrainingMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, scope }: { id: number; scope: SeriesScope }) =>
      apiRequest(`/admin/schedule/cancel/${id}`, {
        method: 'POST',
        body: { notify: true, scope },
        schema: MessagesSentResponse,
      }),
    onSettled: refresh,
  });
}

/**
 * Deletes a class. `onDeleted` runs before the timetable is read again, and closes the class's dialog: an open
 * dialog whose class left the refreshed week would look it up by id, and the server would answer 404. (The
 * dialog's own callbacks of `mutate` would not run: it is gone by then.)
 */
export function useDeleteTrainingMutation(onDeleted: () => Promise<void>) {
  const client = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, scope }: { id: number; scope: SeriesScope }) =>
      apiRequest(`/admin/schedule/${id}`, { method: 'DELETE', query: { scope }, schema: MessagesSentResponse }),
    onSuccess: async (_, { id }) => {
      await onDeleted();
      client.removeQueries({ queryKey: scheduleQueries.details(), predicate: (query) => query.queryKey.at(-1) === id });
    },
    onSettled: refresh,
  });
}

export function useSendSmsMutation() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: SmsMessageBody) =>
      apiRequest('/admin/message', { method: 'POST', body, schema: AdminMessageResponse }),
    onSettled: refresh,
  });
}

/** PUT /admin/club/{id}/waiting-list: the answer is what the club now has, kept as the query's data. */
export function useSaveWaitingListMutation(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/admin/club/${clubId}/waiting-list`, { method: 'PUT', body, schema: WaitingListRules }),
    onSuccess: (saved) => client.setQueryData(adminQueries.waitingList(clubId).queryKey, saved),
  });
}

/** PUT /admin/club/{id}/strikes: the answer is the rules as stored, kept as the query's data. */
export function useSaveStrikeSettingsMutation(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/admin/club/${clubId}/strikes`, { method: 'PUT', body, schema: StrikeSettings }),
    onSuccess: (saved) => client.setQueryData(adminQueries.strikes(clubId).queryKey, saved),
  });
}

/** PUT /admin/club/{id}/standing-bookings: the answer is the rules as stored, kept as the query's data. */
export function useSaveStandingRulesMutation(clubId: number) {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/admin/club/${clubId}/standing-bookings`, { method: 'PUT', body, schema: StandingRules }),
    onSuccess: (saved) => client.setQueryData(adminQueries.standing(clubId).queryKey, saved),
  });
}
