import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { FamilyMember } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';
import { isBookingVerdict, refusalErrorKey } from '../booking/booking-verdict.ts';

type GroupAnswer = { placed: boolean; results: { result: string }[] };

/**
 * Books the people together or not at all (server/db/functions/book_group.sql): each by book_place with their own rules;
 * the whole group gets places, or waits as one entry, or no one holds anything. Answers, for a group not placed,
 * each refused person's rule key (the others, refused for the group's sake, answer notTogether). Members are
 * passed in ascending id order, the order in which every booking locks member rows.
 */
export async function bookTogether(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  trainingId: number,
  members: readonly FamilyMember[],
  now: Date,
): Promise<Map<number, string>> {
  const ids = members.map((m) => m.id).sort((a, b) => a - b);
  const [row] = await db.query<{ answer: GroupAnswer | null }>(
    'SELECT book_group($1, $2, $3::int[], $4, $5, true) AS answer',
    [trainingId, tenant, ids, guardianId, now],
  );
  const answer = row?.answer;
  if (!answer) throw new ApiError(404, 'classNotFound');
  const refusals = new Map<number, string>();
  if (answer.placed) return refusals;
  ids.forEach((id, i) => {
    const result = answer.results[i]?.result ?? 'notTogether';
    const refused = isBookingVerdict(result) && result !== 'booked' && result !== 'waiting';
    refusals.set(id, refused ? refusalErrorKey(result) : 'notTogether');
  });
  return refusals;
}
