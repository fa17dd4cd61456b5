import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { classAudience, enqueuePushes, firstClassPerPerson, type PushRecipient } from './enqueue.ts';

/** What a member cares about in a class: when, where, with whom (a new comment or price is no news). */
type ClassFacts = { start: number; roomId: number; trainerId: number | null };
export type ClassSnapshot = ReadonlyMap<number, ClassFacts>;

async function readFacts(
  db: Db,
  tenant: TenantId,
  ids: readonly number[],
): Promise<Map<number, ClassFacts & { startAt: Date }>> {
  const rows = await db.query<{ id: number; start_at: Date; room_id: number; trainer_id: number | null }>(
    'SELECT id, start_at, room_id, trainer_id FROM trainings WHERE tenant = $1 AND id = ANY($2::int[])',
    [tenant, ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { start: r.start_at.getTime(), startAt: r.start_at, roomId: r.room_id, trainerId: r.trainer_id },
    ]),
  );
}

/** The members' copy in the app (GET /user/notice), read on their next visit whether or not a push reached them. */
async function noticeInApp(
  db: Db,
  tenant: TenantId,
  kind: 'cancelled' | 'changed',
  recipients: readonly PushRecipient[],
  now: Date,
): Promise<void> {
  const members = recipients.filter((r) => r.role === 'member');
  if (members.length === 0) return;
  await db.query(
    `INSERT INTO member_notices (tenant, user_id, kind, training_id, created_at) SELECT $1, u, $2, k, $5 FROM unnest($3::int[], $4::int[]) AS m(u, k)`,
    [tenant, kind, members.map((m) => m.userId), members.map((m) => m.trainingId), now],
  );
}

/** Read before an edit (in its transaction), for pushClassChanges to compare with. */
export function snapshotClasses(db: Db, tenant: TenantId, ids: readonly number[]): Promise<ClassSnapshot> {
  return readFacts(db, tenant, ids);
}

/**
 * After an edit, in its transaction: for each class still to come whose time, room or trainer changed, its
 * registered clients and its trainers (the one leading it now and the one who did) are told by push, once
 * per person for several classes of a series, and the clients also by a notice in the app. Pushes cost
 * nothing, so they go whether or not the admin also sends the SMS notice. Answers how many were queued.
 */
export async function pushClassChanges(db: Db, tenant: TenantId, before: ClassSnapshot, now: Date): Promise<number> {
  const after = await readFacts(db, tenant, [...before.keys()]);
  const changed = [...after.entries()]
    .filter(([id, facts]) => {
      const old = before.get(id);
      return (
        old !== undefined &&
        (old.start !== facts.start || old.roomId !== facts.roomId || old.trainerId !== facts.trainerId)
      );
    })
    .filter(([, facts]) => facts.start > now.getTime())
    .sort(([, a], [, b]) => a.start - b.start);
  if (changed.length === 0) return 0;
  const ids = changed.map(([id]) => id);
  const formerTrainers = ids.flatMap((id) => {
    const trainerId = before.get(id)?.trainerId;
    return trainerId == null ? [] : [{ trainingId: id, trainerId }];
  });
  const recipients = firstClassPerPerson(await classAudience(db, tenant, ids, formerTrainers), ids);
  await noticeInApp(db, tenant, 'changed', recipients, now);
  return enqueuePushes(db, tenant, 'changed', recipients, now);
}

/** A cancellation, in its transaction: the classes' registered clients and trainers, once per person (clients also in the app). */
export async function pushClassesCancelled(
  db: Db,
  tenant: TenantId,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const facts = await readFacts(db, tenant, ids);
  const coming = ids
    .filter((id) => (facts.get(id)?.start ?? 0) > now.getTime())
    .sort((a, b) => (facts.get(a)?.start ?? 0) - (facts.get(b)?.start ?? 0));
  const recipients = firstClassPerPerson(await classAudience(db, tenant, coming), coming);
  await noticeInApp(db, tenant, 'cancelled', recipients, now);
  return enqueuePushes(db, tenant, 'cancelled', recipients, now);
}
