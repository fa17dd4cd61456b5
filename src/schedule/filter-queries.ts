import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { staleTimes } from '../api/cache-times.ts';
import { PublicSettings } from '../api/contract/settings.ts';
import { RoomGroupsResponse, RoomsResponse } from '../api/contract/schedule.ts';

/** What the timetable filters offer: clubs (with their time zones), room groups and rooms. Public for every role. */
export const timetableFilterQueries = {
  all: () => ['timetable-filters'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...timetableFilterQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => apiRequest('/public/settings', { schema: PublicSettings, signal }),
      staleTime: staleTimes.rooms,
    }),
  rooms: () =>
    queryOptions({
      queryKey: [...timetableFilterQueries.all(), 'rooms'] as const,
      queryFn: ({ signal }) => apiRequest('/public/room', { schema: RoomsResponse, signal }),
      staleTime: staleTimes.rooms,
    }),
  roomGroups: () =>
    queryOptions({
      queryKey: [...timetableFilterQueries.all(), 'room-groups'] as const,
      queryFn: ({ signal }) => apiRequest('/public/room/group', { schema: RoomGroupsResponse, signal }),
      staleTime: staleTimes.roomGroups,
    }),
};
