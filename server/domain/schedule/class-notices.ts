import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { noticeTexts } from '../sms/notice-text.ts';
import { displayName } from '../booking/registration-record.ts';

export type NoticeKind = 'changed' | 'cancelled';

/**
 * Sends a notice about a class to its registered clients (booked or waiting) and its trainer.
 * Call inside the transaction that makes the change.
 */
export async function noticeClass(db: Db, tenant: TenantId, trainingId: number, kind: NoticeKind, sms: SmsProvider, now: Date): Promise<number> {
  const rows = await db.query<{ phone: string; person: string; name: string; name_prefix: string; start_at: Date; club_name: string; time_zone: string }>(
    `WITH k AS (
       SELECT t.id, t.name, t.name_prefix, t.start_at, t.trainer_id, c.name AS club_name, c.time_zone
       FROM trainings t JOIN clubs c ON c.id = t.club_id WHERE t.id = $1 AND t.tenant = $2
     ), people AS (
       SELECT u.phone, u.first_name || ' ' || u.last_name AS person, 0 AS rank, u.id FROM registrations g JOIN users u ON u.id = g.user_id
       WHERE g.training_id = $1 AND g.status <> 'cancelled'
       UNION ALL
       SELECT tr.phone, tr.name, 1, tr.id FROM k JOIN trainers tr ON tr.id = k.trainer_id WHERE tr.phone IS NOT NULL
     )
     SELECT people.phone, people.person, k.name, k.name_prefix, k.start_at, k.club_name, k.time_zone
     FROM people, k ORDER BY people.rank, people.person, people.id`,
    [trainingId, tenant],
  );
  return sms.send(
    db,
    tenant,
    rows.map((r) => ({
      phone: r.phone,
      recipient: r.person,
      kind,
      trainingId,
      text: noticeTexts[kind]({ clubName: r.club_name, trainingName: displayName(r.name, r.name_prefix), start: r.start_at, timeZone: r.time_zone }),
    })),
    now,
  );
}
