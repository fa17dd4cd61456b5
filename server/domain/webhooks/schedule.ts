/**
 * The waits between tries of one delivery, about 18 hours in all (what TeamUp and Svix integrators expect:
 * a receiver down for a night still gets everything): 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then it fails.
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000] as const;
/** Tries of one delivery: the first and one per delay. */
export const MAX_WEBHOOK_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait after this many tries failed, or null when the delivery has failed for good. */
export function retryDelayAfter(attempts: number): number | null {
  return RETRY_DELAYS_MS[attempts - 1] ?? null;
}
