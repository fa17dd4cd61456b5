import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { delayAfter, type ThrottlePolicies, type ThrottleScope } from './throttle-policy.ts';

/**
 * Counters per scope and key (e.g. login of `tenant/account/address`) in the `attempt_throttle`
 * table. Each statement is atomic on its own, so concurrent processes never lose a count; times
 * come from the request clock so tests can move them.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: Db,
    private readonly policies: ThrottlePolicies,
  ) {}

  /** Throws 429 tooManyAttempts (with the seconds to wait) while the key must wait. */
  async assertAllowed(scope: ThrottleScope, key: string, now: Date): Promise<void> {
    const rows = await this.db.query<{ blocked_until: Date }>(
      'SELECT blocked_until FROM attempt_throttle WHERE scope = $1 AND key = $2 AND blocked_until > $3',
      [scope, key, now],
    );
    const until = rows[0]?.blocked_until;
    if (until) throw tooManyAttempts(new Date(until).getTime() - now.getTime());
  }

  /** Counts one attempt (a failure, or any use for rate-limited look-ups) and sets the wait it earns. */
  async record(scope: ThrottleScope, key: string, now: Date): Promise<void> {
    const policy = this.policies[scope];
    const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
    const rows = await this.db.query<{ attempts: number }>(
      `INSERT INTO attempt_throttle (scope, key, attempts, last_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (scope, key) DO UPDATE SET
         attempts = CASE WHEN attempt_throttle.last_at < $4 THEN 1 ELSE attempt_throttle.attempts + 1 END,
         last_at = $3
       RETURNING attempts`,
      [scope, key, now, forgetBefore],
    );
    const delay = delayAfter(policy, rows[0]?.attempts ?? 1);
    if (delay === 0) return;
    // GREATEST: a slower concurrent writer never shortens a wait another one has set.
    await this.db.query(
      'UPDATE attempt_throttle SET blocked_until = GREATEST(COALESCE(blocked_until, $3), $3) WHERE scope = $1 AND key = $2',
      [scope, key, new Date(now.getTime() + delay)],
    );
  }

  /** A success ends the run (a correct password). */
  async clear(scope: ThrottleScope, key: string): Promise<void> {
    await this.db.query('DELETE FROM attempt_throttle WHERE scope = $1 AND key = $2', [scope, key]);
  }

  /** Housekeeping: rows whose run is over and whose wait has ended. */
  async sweep(now: Date): Promise<number> {
    const longest = Math.max(...Object.values(this.policies).map((p) => p.forgetAfterMs));
    const rows = await this.db.query<{ scope: string }>(
      'DELETE FROM attempt_throttle WHERE last_at < $1 AND (blocked_until IS NULL OR blocked_until <= $2) RETURNING scope',
      [new Date(now.getTime() - longest), now],
    );
    return rows.length;
  }
}

/** 429 with the wait in whole seconds (at least 1), for Retry-After and the error body. */
export function tooManyAttempts(waitMs: number): ApiError {
  return new ApiError(429, 'tooManyAttempts', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}
