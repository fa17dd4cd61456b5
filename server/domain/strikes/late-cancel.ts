import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { recordStrikes } from './record-strikes.ts';

/**
 * After the member cancelled their booked place themselves: a strike when the club has the rules on and the
 * cancel came at or after late_cancel_hours before the start. (The cancel deadline, cancel_deadline_hours,
 * still forbids cancelling at all; a late cancel is one made between the two.) Leaving the waiting list is
 * never one: it frees no place. Call in the cancel's transaction.
 */
export async function countLateCancel(db: Db, tenant: TenantId, registrationId: number, now: Date): Promise<void> {
  const [r] = await db.query<{ club_id: number; user_id: number; training_id: number; counted: boolean }>(
    `SELECT t.club_id, g.user_id, t.id AS training_id,
       c.strikes_enabled AND $3 >= t.start_at - c.late_cancel_hours * interval '1 hour' AS counted
     FROM registrations g JOIN trainings t ON t.id = g.training_id JOIN clubs c ON c.id = t.club_id
     WHERE g.id = $1 AND g.tenant = $2`,
    [registrationId, tenant, now],
  );
  if (!r?.counted) return;
  await recordStrikes(
    db,
    [
      {
        tenant,
        clubId: r.club_id,
        userId: r.user_id,
        registrationId,
        trainingId: r.training_id,
        kind: 'lateCancel',
        countedAt: now,
      },
    ],
    now,
  );
}
