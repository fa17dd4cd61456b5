import * as v from 'valibot';
import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { placesBelowBooked, type SaveTrainingResponse, type TrainingForm } from '../../../src/api/contract/admin.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { promoteWaiting } from '../booking/promote-waiting.ts';
import { roomConflicts, trainerConflicts } from './availability.ts';
import { noticeClass } from './class-notices.ts';
import { listTrainings } from './list-trainings.ts';
import { refuseInactiveChoice } from '../resources/offered.ts';

/** The form after parsing (defaults applied). */
export type Form = v.InferOutput<typeof TrainingForm>;

/** Every id in the form must be this tenant's (another tenant's ids answer 404); the room gives the club. */
async function resolveRefs(db: Db, tenant: TenantId, f: Form): Promise<{ clubId: number }> {
  const [row] = await db.query<{ club_id: number | null; unit_ok: boolean; trainer_ok: boolean; style_ok: boolean }>(
    `SELECT (SELECT club_id FROM rooms WHERE id = $2 AND tenant = $1) AS club_id,
       ($3::int IS NULL OR EXISTS (SELECT 1 FROM units WHERE id = $3 AND tenant = $1)) AS unit_ok,
       ($4::int IS NULL OR EXISTS (SELECT 1 FROM trainers WHERE id = $4 AND tenant = $1)) AS trainer_ok,
       ($5::int IS NULL OR EXISTS (SELECT 1 FROM training_styles WHERE id = $5 AND tenant = $1)) AS style_ok`,
    [tenant, f.roomId, f.unitId ?? null, f.trainerId ?? null, f.styleId ?? null],
  );
  if (!row || row.club_id === null || !row.unit_ok || !row.trainer_ok || !row.style_ok) throw new ApiError(404, 'itemNotFound');
  return { clubId: row.club_id };
}

/**
 * Serialises every save that books this room or this trainer (room first, then trainer, so two
 * saves never wait on each other crosswise): of two admins saving the same slot, the second sees
 * the first's class and is refused. Transaction-scoped advisory locks work on PGlite and PostgreSQL.
 */
async function lockSlotOwners(db: Db, tenant: TenantId, roomId: number, trainerId: number | null | undefined): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':room:' || $2, 0))`, [tenant, roomId]);
  if (trainerId != null) await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':trainer:' || $2, 0))`, [tenant, trainerId]);
}

/**
 * Creates (no trainingId) or edits a class after checking that its room and trainer are free.
 * An edit with notify sends the clients and the trainer a notice; more places promote the queue.
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
  const { id, messagesSent } = await db.transaction(async (tx) => {
    const { clubId } = await resolveRefs(tx, tenant, form);
    await lockSlotOwners(tx, tenant, form.roomId, form.trainerId);
    await refuseInactiveChoice(tx, tenant, form, editId);
    if (editId !== undefined) {
      const [locked] = await tx.query<{ booked_count: number }>('SELECT booked_count FROM trainings WHERE id = $1 AND tenant = $2 FOR UPDATE', [
        editId,
        tenant,
      ]);
      if (!locked) throw new ApiError(404, 'classNotFound');
      if (placesBelowBooked(form.maxPlaces, locked.booked_count)) throw new ApiError(400, 'placesBelowBooked');
    }
    const slot = { from: new Date(form.startDateTime), to: new Date(form.endDateTime), excludeTrainingId: editId };
    if ((await roomConflicts(tx, tenant, [form.roomId], slot)).length > 0) throw new ApiError(409, 'selectedRoomsNotAvailable');
    if (form.trainerId != null && (await trainerConflicts(tx, tenant, form.trainerId, slot)).length > 0) {
      throw new ApiError(409, 'trainerNotAvailable');
    }
    const values = [
      tenant, clubId, form.name, form.namePrefix, form.roomId, form.unitId ?? null, form.trainerId ?? null,
      form.styleId ?? null, form.trainingType, slot.from, slot.to, form.maxPlaces, form.isPublic,
      form.waitingListAllowed, form.publicComment, form.privateComment,
    ];
    if (editId === undefined) {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO trainings (tenant, club_id, name, name_prefix, room_id, unit_id, trainer_id, style_id, training_type,
           start_at, end_at, max_places, is_public, waiting_list_allowed, public_comment, private_comment)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        values,
      );
      if (!created) throw new Error('insert returned no row');
      return { id: created.id, messagesSent: 0 };
    }
    await tx.query(
      `UPDATE trainings SET club_id = $2, name = $3, name_prefix = $4, room_id = $5, unit_id = $6, trainer_id = $7,
         style_id = $8, training_type = $9, start_at = $10, end_at = $11, max_places = $12, is_public = $13,
         waiting_list_allowed = $14, public_comment = $15, private_comment = $16
       WHERE tenant = $1 AND id = $17`,
      [...values, editId],
    );
    if (slot.from > now) await promoteWaiting(tx, tenant, editId, sms, now);
    const sent = form.notify ? await noticeClass(tx, tenant, editId, 'changed', sms, now) : 0;
    return { id: editId, messagesSent: sent };
  });
  const [training] = await listTrainings(db, tenant, { kind: 'staff', userId: 0 }, { trainingId: id }, now);
  if (!training) throw new ApiError(404, 'classNotFound');
  return { training, messagesSent };
}
