import type { Context } from 'hono';
import type { TrainingRegistration } from '../../src/api/contract/registration.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';

/**
 * Runs a booking and counts its outcome: booked, waiting list, or refused by a rule (409 with the rule's
 * key, as the member sees it). Other failures (404, a database outage) are not booking outcomes.
 */
export async function countedBooking(
  c: Context<AppEnv>,
  book: () => Promise<TrainingRegistration>,
): Promise<TrainingRegistration> {
  const metrics = c.get('metrics');
  try {
    const registration = await book();
    metrics.observeBooking({ outcome: registration.status === 'waiting' ? 'waiting_list' : 'booked' });
    return registration;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      metrics.observeBooking({ outcome: 'refused', reason: error.key });
    throw error;
  }
}
