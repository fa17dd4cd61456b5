import * as v from 'valibot';
import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import {
  placesBelowBooked,
  type AvailabilityConflict,
  type SaveTrainingResponse,
  type TrainingForm,
} from '../../../src/api/contract/admin.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { promoteWaiting } from '../booking/promote-waiting.ts';
import { roomConflicts, trainerConflicts, type Slot } from './availability.ts';
import { noticeClasses } from './class-notices.ts';
import { listTrainings } from './list-trainings.ts';
import { joinSeries, scopedClasses } from './series.ts';
import { shiftWallClock, wallClockChange } from './series-shift.ts';
import { refuseInactiveChoice } from '../resources/offered.ts';
import { pushClassChanges, snapshotClasses } from '../push/class-pushes.ts';

/** The form after parsing (defaults applied). */
export type Form = v.InferOutput<typeof TrainingForm>;

/** Every id in the form must be this tenant's (another tenant's ids answer 404); the room gives the club. */
async function resolveRefs(db: Db, tenant: TenantId, f: Form): Promise<{ clubId: number; timeZone: string }> {
  const [row] = await db.query<{
    club_id: number | null;
    time_zone: string | null;
    unit_ok: boolean;
    trainer_ok: boolean;
    style_ok: boolean;
  }>(
    `SELECT (SELECT club_id FROM rooms WHERE id = $2 AND tenant = $1) AS club_id,
       (SELECT c.time_zone FROM rooms r JOIN clubs c ON c.id = r.club_id WHERE r.id = $2 AND r.tenant = $1) AS time_zone,
       ($3::int IS NULL OR EXISTS (SELECT 1 FROM units WHERE id = $3 AND tenant = $1)) AS unit_ok,
       ($4::int IS NULL OR EXISTS (SELECT 1 FROM trainers WHERE id = $4 AND tenant = $1)) AS trainer_ok,
       ($5::int IS NULL OR EXISTS (SELECT 1 FROM training_styles WHERE id = $5 AND tenant = $1)) AS style_ok`,
    [tenant, f.roomId, f.unitId ?? null, f.trainerId ?? null, f.styleId ?? null],
  );
  if (!row || row.club_id === null || row.time_zone === null || !row.unit_ok || !row.trainer_ok || !row.style_ok) {
    throw new ApiError(404, 'itemNotFound');
  }
  return { clubId: row.club_id, timeZone: row.time_zone };
}

/**
 * Serialises every save that books this room or this trainer (room first, then trainer, so two
 * saves never wait on each other crosswise): of two admins saving the same slot, the second sees
 * the first's class and is refused. Transaction-scoped advisory locks work on PGlite and PostgreSQL.
 */
async function lockSlotOwners(
  db: Db,
  tenant: TenantId,
  roomId: number,
  trainerId: number | null | undefined,
): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':room:' || $2, 0))`, [tenant, roomId]);
  if (trainerId != null)
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':trainer:' || $2, 0))`, [tenant, trainerId]);
}

/**
 * Refuses the slots when the room or the trainer is taken by another class in any of them (each slot
 * excludes its own class); the 409 names the clashing classes, so the form can say which and when.
 */
async function ensureFree(db: Db, tenant: TenantId, form: Form, slots: readonly Slot[]): Promise<void> {
  const rooms: AvailabilityConflict[] = [];
  const trainer: AvailabilityConflict[] = [];
  for (const slot of slots) {
    rooms.push(...(await roomConflicts(db, tenant, [form.roomId], slot)));
    if (form.trainerId != null) trainer.push(...(await trainerConflicts(db, tenant, form.trainerId, slot)));
  }
  // every clash is named, room and trainer both, so one refusal tells the admin all there is to change
  const conflicts = [...rooms, ...trainer];
  if (conflicts.length === 0) return;
  throw new ApiError(409, rooms.length > 0 ? 'selectedRoomsNotAvailable' : 'trainerNotAvailable', {
    details: { conflicts },
  });
}

const classValues = (tenant: TenantId, clubId: number, form: Form) => [
  tenant,
  clubId,
  form.name,
  form.namePrefix,
  form.roomId,
  form.unitId ?? null,
  form.trainerId ?? null,
  form.styleId ?? null,
  form.trainingType,
  form.maxPlaces,
  form.isPublic,
  form.waitingListAllowed,
  form.publicComment,
  form.privateComment,
  form.minAge,
  form.maxAge,
];

/**
 * Creates (no trainingId) or edits a class after checking that its room and trainer are free.
 * A new class with `repeatOf` joins that class's weekly series. An edit with scope 'following'
 * changes this and every later class of its series alike: the same fields, and each class's time
 * moved by the same wall-clock change in the club's zone (18:00 → 19:00 in every week, summer or
 * winter). Every moved class is re-checked under the room's and trainer's locks, in one transaction:
 * one clash refuses the whole. With notify, each client and the trainer get one notice; more places
 * promote the queue.
 */
export async function saveTraining(
  db: Db,
  tenant: TenantId,
  form: Form,
  mode: 'create' | 'edit',
  now: Date,
  sms: SmsProvider,
): Promise<SaveTrainingResponse> {
  if (mode === 'edit' && form.trainingId === undefined) throw new ApiError(400, 'invalidInput');
  const editId = mode === 'edit' ? form.trainingId : undefined;
  const { id, messagesSent, changedCount } = await db.transaction(async (tx) => {
    const { clubId, timeZone } = await resolveRefs(tx, tenant, form);
    await lockSlotOwners(tx, tenant, form.roomId, form.trainerId);
    await refuseInactiveChoice(tx, tenant, form, editId);
    const slot = { from: new Date(form.startDateTime), to: new Date(form.endDateTime) };
    const values = classValues(tenant, clubId, form);
    if (editId === undefined) {
      await ensureFree(tx, tenant, form, [slot]);
      const seriesId = form.repeatOf === undefined ? null : await joinSeries(tx, tenant, form.repeatOf);
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO trainings (tenant, club_id, name, name_prefix, room_id, unit_id, trainer_id, style_id, training_type,
           max_places, is_public, waiting_list_allowed, public_comment, private_comment, min_age, max_age, start_at, end_at,
           series_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
        [...values, slot.from, slot.to, seriesId],
      );
      if (!created) throw new Error('insert returned no row');
      return { id: created.id, messagesSent: 0, changedCount: 1 };
    }
    const classes = await scopedClasses(tx, tenant, editId, form.scope, { withCancelled: false });
    const [self] = classes;
    const before = await snapshotClasses(
      tx,
      tenant,
      classes.map((k) => k.id),
    );
    const startChange = wallClockChange(self.start_at, slot.from, timeZone);
    const endChange = wallClockChange(self.end_at, slot.to, timeZone);
    const moves = classes.map((k, i) => ({
      k,
      from: i === 0 ? slot.from : shiftWallClock(k.start_at, startChange, timeZone),
      to: i === 0 ? slot.to : shiftWallClock(k.end_at, endChange, timeZone),
    }));
    for (const { k, from, to } of moves) {
      if (placesBelowBooked(form.maxPlaces, k.booked_count)) throw new ApiError(400, 'placesBelowBooked');
      // a later class of another length could end before it starts: refuse rather than guess
      if (to <= from) throw new ApiError(400, 'invalidInput');
      await tx.query(
        `UPDATE trainings SET club_id = $2, name = $3, name_prefix = $4, room_id = $5, unit_id = $6, trainer_id = $7,
           style_id = $8, training_type = $9, max_places = $10, is_public = $11, waiting_list_allowed = $12,
           public_comment = $13, private_comment = $14, min_age = $15, max_age = $16, start_at = $17, end_at = $18
         WHERE tenant = $1 AND id = $19`,
        [...values, from, to, k.id],
      );
    }
    // checked once all have moved: a class may move onto a slot another class of the series just left
    await ensureFree(
      tx,
      tenant,
      form,
      moves.map((m) => ({ from: m.from, to: m.to, excludeTrainingId: m.k.id })),
    );
    for (const { k, from } of moves) if (from > now) await promoteWaiting(tx, tenant, k.id, sms, now);
    const ids = moves.map((m) => m.k.id);
    const sent = form.notify ? await noticeClasses(tx, tenant, ids, 'changed', sms, now) : 0;
    await pushClassChanges(tx, tenant, before, now);
    return { id: editId, messagesSent: sent, changedCount: ids.length };
  });
  const [training] = await listTrainings(db, tenant, { kind: 'staff', userId: 0 }, { trainingId: id }, now);
  if (!training) throw new ApiError(404, 'classNotFound');
  return { training, messagesSent, changedCount };
}
