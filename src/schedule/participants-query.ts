import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { staleTimes } from '../api/cache-times.ts';
import { ParticipantsResponse } from '../api/contract/trainer.ts';

/**
 * Who is booked and who waits in one class (GET /trainer/registration/class/{id}): the trainer's
 * participants page and the admin's class dialog read the same list, under the trainer's cache key.
 */
export const participantsQuery = (trainingId: number) =>
  queryOptions({
    queryKey: ['trainer', 'participants', trainingId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/trainer/registration/class/${trainingId}`, { schema: ParticipantsResponse, signal }),
    staleTime: staleTimes.participants,
  });
