import type { AdminTrainer } from '../../../src/api/contract/admin-resources.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { trainerConflicts } from '../schedule/availability.ts';
import { noticeClass } from '../schedule/class-notices.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { futureClasses, lockOwner } from './future-classes.ts';
import { refuse, refusalOf, RefusedInTransaction, type Refusal } from './refusal.ts';
import { findTrainer } from './trainers.ts';
import { pushClassChanges, snapshotClasses } from '../push/class-pushes.ts';

export type TrainerActiveResult = { trainer: AdminTrainer; handedOver: number; messagesSent: number };

/**
 * Activates or deactivates a trainer. Their future classes are refused (409 with the classes), or,
 * with `handOverTo`, move to that active trainer in the same transaction: under both trainers'
 * class-save locks (lower id first, so two hand-overs never wait on each other crosswise), only when
 * the new trainer is free at every one of those times (else 409 trainerNotAvailable naming the
 * clashes), each class's clients and new trainer told as when an admin edits a class with notify.
 * A deactivated trainer's login loses the trainer role; it is not offered for new classes either.
 */
export async function setTrainerActive(
  db: Db,
  tenant: TenantId,
  id: number,
  change: { active: boolean; handOverTo?: number | undefined },
  now: Date,
  sms: SmsProvider,
): Promise<TrainerActiveResult | Refusal> {
  return db
    .transaction(async (tx) => {
      const [own] = await tx.query('SELECT 1 FROM trainers WHERE id = $1 AND tenant = $2', [id, tenant]);
      if (!own) throw new ApiError(404, 'itemNotFound');
      const target = change.active ? undefined : change.handOverTo;
      if (target === id) throw new RefusedInTransaction(refuse('handOverToSelf', 400));
      if (target !== undefined) {
        const [other] = await tx.query('SELECT 1 FROM trainers WHERE id = $1 AND tenant = $2 AND active', [
          target,
          tenant,
        ]);
        if (!other) throw new ApiError(404, 'itemNotFound');
      }
      for (const trainerId of [id, ...(target === undefined ? [] : [target])].sort((a, b) => a - b))
        await lockOwner(tx, tenant, 'trainer', trainerId);
      let handedOver = 0;
      let messagesSent = 0;
      if (!change.active) {
        const classes = await futureClasses(tx, tenant, 'trainer', id, now);
        if (classes.length > 0 && target === undefined)
          throw new RefusedInTransaction(refuse('trainerHasFutureClasses', 409, { classes }));
        if (target !== undefined && classes.length > 0) {
          const rows = await tx.query<{ id: number; start_at: Date; end_at: Date }>(
            'SELECT id, start_at, end_at FROM trainings WHERE tenant = $1 AND id = ANY($2::int[]) ORDER BY start_at, id',
            [tenant, classes.map((k) => k.id)],
          );
          const conflicts = [];
          for (const k of rows)
            conflicts.push(...(await trainerConflicts(tx, tenant, target, { from: k.start_at, to: k.end_at })));
          if (conflicts.length > 0) throw new RefusedInTransaction(refuse('trainerNotAvailable', 409, { conflicts }));
          const before = await snapshotClasses(
            tx,
            tenant,
            classes.map((k) => k.id),
          );
          await tx.query('UPDATE trainings SET trainer_id = $3 WHERE tenant = $1 AND id = ANY($2::int[])', [
            tenant,
            classes.map((k) => k.id),
            target,
          ]);
          await pushClassChanges(tx, tenant, before, now);
          for (const k of rows) messagesSent += await noticeClass(tx, tenant, k.id, 'changed', sms, now);
          handedOver = rows.length;
        }
        await tx.query(
          `UPDATE users SET trainer_id = NULL, can_see_registrations = false, can_manage_registrations = false WHERE tenant = $1 AND trainer_id = $2`,
          [tenant, id],
        );
      }
      await tx.query('UPDATE trainers SET active = $3 WHERE id = $1 AND tenant = $2', [id, tenant, change.active]);
      return { trainer: await findTrainer(tx, tenant, id), handedOver, messagesSent };
    })
    .catch(refusalOf);
}
