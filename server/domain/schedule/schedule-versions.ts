import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';

/**
 * When a kept schedule answer (ScheduleCache) or label translation (LabelCache) is stale. A write request
 * bumps its tenant's version once it has finished and before it is answered; a kept answer is served only
 * while the version it was read under is current. The version is read before the answer, so an answer read
 * while a write commits is already stale when that write's bump lands.
 */
export interface ScheduleVersions {
  current(tenant: TenantId): number | Promise<number>;
  bump(tenant: TenantId): void | Promise<void>;
  /**
   * How long a kept answer may be served at most (ms): bounds what a change outside a request (an operator
   * in psql, a bump lost to a dropped connection) leaves stale. Infinity when every write goes through us.
   */
  readonly maxAgeMs: number;
}

/** One process owns the data (PGlite): versions per tenant in memory, every write seen. */
export function localVersions(): ScheduleVersions {
  const versions = new Map<TenantId, number>();
  return {
    current: (tenant) => versions.get(tenant) ?? 0,
    bump: (tenant) => void versions.set(tenant, (versions.get(tenant) ?? 0) + 1),
    maxAgeMs: Number.POSITIVE_INFINITY,
  };
}

const nothing = () => undefined;

/** How long answers are kept at most when other processes write too. */
export const SHARED_MAX_AGE_MS = 10_000;

/**
 * Runs of `send` for callers that each need a run sent after they called: while one is under way (sent
 * before a newcomer called, so it may miss what the newcomer did or saw answered), the newcomers share the
 * one run sent when it ends. Under load: one query per database round trip, however many callers.
 */
function runsAfterCall<T>(send: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const sent = send();
    underWay = sent;
    const done = () => {
      if (underWay === sent) underWay = null;
    };
    sent.then(done, done);
    return sent;
  };
  return () => {
    if (!underWay) return start();
    next ??= underWay.then(nothing, nothing).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/**
 * Several processes share one PostgreSQL: the version is the last value of one sequence (migration 062),
 * for all tenants at once. Taking a value locks nothing, so a burst of bookings never waits on it; a
 * write in one club makes every club's kept answers stale, which costs one read each, never a wrong one.
 * Reads and bumps are each shared per round trip (runsAfterCall): a read sent after a request arrived sees
 * every write answered before; a bump sent after a write committed covers it.
 */
export function sharedVersions(db: Db): ScheduleVersions {
  const current = runsAfterCall(async () => {
    const [row] = await db.query<{ last_value: string | number; is_called: boolean }>(
      'SELECT last_value, is_called FROM schedule_version',
      [],
      { statementName: 'schedule_version' },
    );
    // Never called yet: no write has finished since the sequence was made.
    return row?.is_called ? Number(row.last_value) : 0;
  });
  const bump = runsAfterCall(async () => {
    await db.query("SELECT nextval('schedule_version')", [], { statementName: 'schedule_version_bump' });
  });
  return { current, bump, maxAgeMs: SHARED_MAX_AGE_MS };
}
