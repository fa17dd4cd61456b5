import type { AdminMessageResponse } from '../../../src/api/contract/admin.ts';
import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { ApiError } from '../api-error.ts';
import type { SmsProvider } from './sms-provider.ts';

export type Recipients = { trainingId?: number; clientIds?: number[] };

/**
 * An admin's SMS to the registered clients (booked or waiting) of a class, and their guardians, and/or to
 * listed clients, each person once (the admin's own words: a guardian with a child in the class gets them as is). Ids of another tenant (or unknown ids) answer 404 and send nothing.
 * A person who refused SMS notices gets none (the admin's message is a notice of the club, never marketing, which
 * would need a consent first); the answer counts them, and those without a phone number, as skipped.
 */
export async function sendAdminMessage(
  db: Db,
  tenant: TenantId,
  to: Recipients,
  text: string,
  sms: SmsProvider,
  now: Date,
): Promise<AdminMessageResponse> {
  return db.transaction(async (tx) => {
    if (to.trainingId !== undefined) {
      const [k] = await tx.query('SELECT id FROM trainings WHERE id = $1 AND tenant = $2', [to.trainingId, tenant]);
      if (!k) throw new ApiError(404, 'classNotFound');
    }
    const clientIds = [...new Set(to.clientIds ?? [])];
    const [known] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE tenant = $1 AND id = ANY($2::int[])',
      [tenant, clientIds],
    );
    if (known?.n !== clientIds.length) throw new ApiError(404, 'itemNotFound');
    // a recipient who refused SMS notices (sms_allowed, migration 260) is skipped, and counted for the admin
    const rows = await tx.query<{ phone: string; person: string; allowed: boolean; has_guardian: boolean }>(
      `SELECT phone, first_name || ' ' || last_name AS person, sms_allowed(tenant, id) AS allowed,
         EXISTS (SELECT 1 FROM family_links l WHERE l.dependant_id = users.id AND l.unlinked_at IS NULL) AS has_guardian
       FROM users WHERE tenant = $1 AND (id = ANY($2::int[]) OR id IN (
         -- the class's clients and their live guardians (server/db/views/notice_recipients.sql): a child has no phone
         SELECT nr.recipient_id FROM registrations g JOIN notice_recipients nr ON nr.person_id = g.user_id AND nr.tenant = g.tenant
         WHERE g.training_id = $3 AND g.status <> 'cancelled'))
       ORDER BY person, id`,
      [tenant, clientIds, to.trainingId ?? null],
    );
    const trainingId = to.trainingId ?? null;
    const allowed = rows.filter((r) => r.allowed);
    const messagesSent = await sms.send(
      tx,
      tenant,
      allowed.map((r) => ({ phone: r.phone, recipient: r.person, kind: 'message' as const, trainingId, text })),
      now,
    );
    // a dependant without a phone is reached through their guardian, who is among the rows: not skipped
    const noPhone = allowed.filter((r) => r.phone.trim() === '' && !r.has_guardian).length;
    return { messagesSent, skipped: { refused: rows.length - allowed.length, noPhone } };
  });
}
