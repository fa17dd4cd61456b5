import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SeriesScope } from '../../../src/api/contract/admin.ts';
import { ApiError } from '../api-error.ts';

export type SeriesClass = {
  id: number;
  name: string;
  name_prefix: string;
  start_at: Date;
  end_at: Date;
  booked_count: number;
  cancelled_at: Date | null;
  series_id: number | null;
};

/**
 * The series a new class of a weekly repeat joins: the series of `repeatOf`, made when that class
 * (the repeat's first) has none yet. Another tenant's or an unknown class answers 404.
 */
export async function joinSeries(db: Db, tenant: TenantId, repeatOf: number): Promise<number> {
  const [first] = await db.query<{ series_id: number | null }>(
    'SELECT series_id FROM trainings WHERE id = $1 AND tenant = $2 FOR UPDATE',
    [repeatOf, tenant],
  );
  if (!first) throw new ApiError(404, 'classNotFound');
  if (first.series_id !== null) return first.series_id;
  const [series] = await db.query<{ id: number }>('INSERT INTO training_series (tenant) VALUES ($1) RETURNING id', [
    tenant,
  ]);
  if (!series) throw new Error('insert returned no row');
  await db.query('UPDATE trainings SET series_id = $3 WHERE id = $1 AND tenant = $2', [repeatOf, tenant, series.id]);
  return series.id;
}

/**
 * The classes a scoped change reaches, locked for the change and ordered by start, the class itself
 * first: only it for 'this' or outside a series; for 'following' also every class of its series
 * starting later (cancelled ones only when asked for: a delete removes them too).
 */
export async function scopedClasses(
  db: Db,
  tenant: TenantId,
  id: number,
  scope: SeriesScope,
  options: { withCancelled: boolean },
): Promise<[SeriesClass, ...SeriesClass[]]> {
  const columns = 'id, name, name_prefix, start_at, end_at, booked_count, cancelled_at, series_id';
  const [self] = await db.query<SeriesClass>(
    `SELECT ${columns} FROM trainings WHERE id = $1 AND tenant = $2 FOR UPDATE`,
    [id, tenant],
  );
  if (!self) throw new ApiError(404, 'classNotFound');
  if (scope === 'this' || self.series_id === null) return [self];
  const later = await db.query<SeriesClass>(
    `SELECT ${columns} FROM trainings
     WHERE tenant = $1 AND series_id = $2 AND id <> $3 AND (start_at, id) > ($4, $3) AND ($5 OR cancelled_at IS NULL)
     ORDER BY start_at, id FOR UPDATE`,
    [tenant, self.series_id, id, self.start_at, options.withCancelled],
  );
  return [self, ...later];
}
