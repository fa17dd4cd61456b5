import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { ClassRef, MessagesSentResponse, SeriesScope } from '../../../src/api/contract/admin.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { displayName } from '../booking/registration-record.ts';
import { noticeClasses } from './class-notices.ts';
import { scopedClasses } from './series.ts';
import { pushClassesCancelled } from '../push/class-pushes.ts';

/**
 * Marks the class cancelled (with scope 'following', also every later class of its series that is not
 * cancelled yet); registrations stay so members see what happened to their class. With notify, each
 * client and the trainer get one notice, however many of the classes they had. Cancelling twice
 * changes nothing and sends nothing.
 */
export async function cancelTraining(
  db: Db,
  tenant: TenantId,
  id: number,
  notify: boolean,
  now: Date,
  sms: SmsProvider,
  scope: SeriesScope = 'this',
): Promise<MessagesSentResponse> {
  return db.transaction(async (tx) => {
    const classes = await scopedClasses(tx, tenant, id, scope, { withCancelled: false });
    const ids = classes.filter((k) => k.cancelled_at === null).map((k) => k.id);
    if (ids.length === 0) return { messagesSent: 0 };
    await tx.query('UPDATE trainings SET cancelled_at = $3 WHERE id = ANY($1::int[]) AND tenant = $2', [
      ids,
      tenant,
      now,
    ]);
    // devices with notifications on are told whatever the SMS choice: a push costs the club nothing
    await pushClassesCancelled(tx, tenant, ids, now);
    return { messagesSent: notify ? await noticeClasses(tx, tenant, ids, 'cancelled', sms, now) : 0 };
  });
}

/**
 * Deletes the class (with scope 'following', also every later class of its series). The rule for a
 * class with registrations: while it still has booked or waiting clients and is not cancelled,
 * deleting is refused (409 classHasRegistrations), so no client loses a class without a word and no
 * attendance history goes by accident: the admin cancels it first (which sends the notice), then
 * deletes it. For a series the whole delete is refused when any class has clients, and the refusal
 * names those classes (`classes`). Answers messagesSent 0, as it sends nothing.
 */
export async function deleteTraining(
  db: Db,
  tenant: TenantId,
  id: number,
  scope: SeriesScope = 'this',
): Promise<MessagesSentResponse> {
  return db.transaction(async (tx) => {
    const classes = await scopedClasses(tx, tenant, id, scope, { withCancelled: true });
    const open = classes.filter((k) => k.cancelled_at === null).map((k) => k.id);
    const withClients = await tx.query<{ training_id: number }>(
      "SELECT DISTINCT training_id FROM registrations WHERE training_id = ANY($1::int[]) AND status <> 'cancelled'",
      [open],
    );
    if (withClients.length > 0) {
      const held = new Set(withClients.map((r) => r.training_id));
      const named = classes
        .filter((k) => held.has(k.id))
        .map((k): ClassRef => ({
          id: k.id,
          name: displayName(k.name, k.name_prefix),
          start: k.start_at.toISOString(),
          end: k.end_at.toISOString(),
        }));
      throw new ApiError(409, 'classHasRegistrations', { details: { classes: named } });
    }
    await tx.query('DELETE FROM trainings WHERE id = ANY($1::int[]) AND tenant = $2', [
      classes.map((k) => k.id),
      tenant,
    ]);
    return { messagesSent: 0 };
  });
}
