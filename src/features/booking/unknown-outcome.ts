import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, isApiFailure } from '../../api/client.ts';
import { isReachable, onReachableAgain } from '../../api/connectivity.ts';
import { TrainingRegistrationsResponse } from '../../api/contract/registration.ts';
import { refreshBookingData } from './schedule-cache.ts';

/** A booking or cancellation the app sent. */
export type BookingTarget = { trainingId: number; name: string; start: string };

/**
 * The request left but no answer came (timeout, or the connection broke), or a proxy in front answered for
 * a server process that died or stalled mid-request (502, 504: the server itself never sends them,
 * deploy/nginx): the server may or may not have done it.
 */
export function isUnanswered(error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  return (
    error.kind === 'timeout' ||
    error.kind === 'fetch' ||
    (error.kind === 'http' && (error.status === 502 || error.status === 504))
  );
}

/** Whether the member holds a place (or a queue position) in the class, as the server says now. */
async function registrationOf(target: BookingTarget) {
  const start = new Date(target.start).getTime();
  const registrations = await apiRequest('/user/registration', {
    query: { from: new Date(start - 60_000).toISOString(), to: new Date(start + 60_000).toISOString() },
    schema: TrainingRegistrationsResponse,
  });
  return registrations.find((registration) => registration.id === target.trainingId) ?? null;
}

/**
 * Finds out what became of an unanswered booking or cancellation as soon as the server answers again:
 * re-reads the member's registrations around the class and hands the truth to `tell`, then refreshes
 * the screens. Should that read go unanswered too, it waits for the next recovery.
 */
export function settleWhenReachable(
  client: QueryClient,
  target: BookingTarget,
  tell: (registered: { waiting: boolean } | null) => void,
): void {
  const check = async () => {
    try {
      const registration = await registrationOf(target);
      tell(registration ? { waiting: registration.status !== 'booked' } : null);
      await refreshBookingData(client);
    } catch (error) {
      if (isUnanswered(error)) wait();
    }
  };
  const wait = () => {
    const stop = onReachableAgain(() => {
      stop();
      void check();
    });
  };
  if (isReachable()) void check();
  else wait();
}
