import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { ApiError } from '../api-error.ts';
import type { SmsProvider } from './sms-provider.ts';

export type Recipients = { trainingId?: number; clientIds?: number[] };

/**
 * An admin's SMS to the registered clients (booked or waiting) of a class, and their guardians, and/or to
 * listed clients, each person once (the admin's own words: a guardian with a child in the class gets them as is). Ids of another tenant (or unknown ids) answer 404 and send nothing.
 */
export async function sendAdminMessage(
  db: Db,
  tenant: TenantId,
  to: Recipients,
  text: string,
  sms: SmsProvider,
  now: Date,
): Promise<number> {
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
    const rows = await tx.query<{ phone: string; person: string }>(
      `SELECT phone, first_name || ' ' || last_name AS person FROM users WHERE tenant = $1 AND (id = ANY($2::int[]) OR id IN (
         -- the class's clients and their live guardians (server/db/views/notice_recipients.sql): a child has no phone
         SELECT nr.recipient_id FROM registrations g JOIN notice_recipients nr ON nr.person_id = g.user_id AND nr.tenant = g.tenant
         WHERE g.training_id = $3 AND g.status <> 'cancelled'))
       ORDER BY person, id`,
      [tenant, clientIds, to.trainingId ?? null],
    );
    const trainingId = to.trainingId ?? null;
    return sms.send(
      tx,
      tenant,
      rows.map((r) => ({ phone: r.phone, recipient: r.person, kind: 'message' as const, trainingId, text })),
      now,
    );
  });
}
