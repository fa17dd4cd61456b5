import { MAX_RANGE_DAYS } from '../../src/api/contract/schedule.ts';
import { ApiError } from '../domain/api-error.ts';

/** A [from, to) query range: to after from and at most MAX_RANGE_DAYS long, else 400 invalidInput. */
export function parseRange(q: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(q.from);
  const to = new Date(q.to);
  const span = to.getTime() - from.getTime();
  if (!(span > 0) || span > MAX_RANGE_DAYS * 86_400_000) throw new ApiError(400, 'invalidInput');
  return { from, to };
}
