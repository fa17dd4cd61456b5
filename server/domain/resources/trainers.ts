import type * as v from 'valibot';
import type { AdminTrainer, AdminTrainersResponse, TrainerInput } from '../../../src/api/contract/admin-resources.ts';
import type { ActiveTrainer } from '../../../src/api/contract/admin.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { findUserByLogin } from '../users.ts';
import { refuse, refusalOf, RefusedInTransaction, type Refusal } from './refusal.ts';

export type TrainerFields = v.InferOutput<typeof TrainerInput>;

type TrainerRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  active: boolean;
  style_ids: number[];
  user_id: number | null;
  username: string | null;
  user_email: string | null;
  can_see_registrations: boolean | null;
  can_manage_registrations: boolean | null;
};

async function trainerRows(db: Db, tenant: TenantId, id?: number): Promise<AdminTrainer[]> {
  const rows = await db.query<TrainerRow>(
    `SELECT t.id, t.name, t.email, t.phone, t.active,
       COALESCE((SELECT array_agg(ts.style_id ORDER BY ts.style_id) FROM trainer_styles ts WHERE ts.trainer_id = t.id), '{}') AS style_ids,
       u.id AS user_id, u.username, u.email AS user_email, u.can_see_registrations, u.can_manage_registrations
     FROM trainers t
     LEFT JOIN LATERAL (SELECT * FROM users WHERE tenant = t.tenant AND trainer_id = t.id ORDER BY id LIMIT 1) u ON true
     WHERE t.tenant = $1 AND ($2::int IS NULL OR t.id = $2)
     ORDER BY t.name, t.id`,
    [tenant, id ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone ?? '',
    styleIds: r.style_ids.map(Number),
    active: r.active,
    login:
      r.user_id === null
        ? null
        : {
            userId: r.user_id,
            username: r.username ?? '',
            email: r.user_email ?? '',
            canSeeRegistrations: r.can_see_registrations === true,
            canManageRegistrations: r.can_manage_registrations === true,
          },
  }));
}

export async function findTrainer(db: Db, tenant: TenantId, id: number): Promise<AdminTrainer> {
  const [trainer] = await trainerRows(db, tenant, id);
  if (!trainer) throw new ApiError(404, 'itemNotFound');
  return trainer;
}

/** The trainers a class can be given (the schedule form's choice): active ones, by name. */
export async function activeTrainers(db: Db, tenant: TenantId): Promise<ActiveTrainer[]> {
  const rows = await db.query<ActiveTrainer>(
    'SELECT id, name FROM trainers WHERE tenant = $1 AND active ORDER BY name, id',
    [tenant],
  );
  return rows.map((t): ActiveTrainer => ({ id: t.id, name: t.name }));
}

/** Every trainer of the tenant (inactive too) and the styles the form offers. */
export async function listTrainers(db: Db, tenant: TenantId): Promise<AdminTrainersResponse> {
  const [trainers, styles] = await Promise.all([
    trainerRows(db, tenant),
    db.query<{ id: number; name: string; color: string }>(
      'SELECT id, name, color FROM training_styles WHERE tenant = $1 ORDER BY name, id',
      [tenant],
    ),
  ]);
  return { trainers, styles };
}

/**
 * The login that acts as this trainer: its token carries trainerId (docs/behaviour.md#records-and-local-state, tokens.ts) and the two
 * registration rights, from its next refresh on. The previous login of the trainer loses the role.
 */
async function linkLogin(db: Db, tenant: TenantId, trainerId: number, f: TrainerFields): Promise<Refusal | null> {
  let userId: number | null = null;
  if (f.login !== '') {
    const user = await findUserByLogin(db, tenant, f.login);
    if (!user) return refuse('loginNotFound', 400);
    if (user.trainer_id !== null && user.trainer_id !== trainerId) return refuse('loginOfAnotherTrainer', 409);
    userId = user.id;
  }
  await db.query(
    `UPDATE users SET trainer_id = NULL, can_see_registrations = false, can_manage_registrations = false
     WHERE tenant = $1 AND trainer_id = $2 AND id IS DISTINCT FROM $3::int`,
    [tenant, trainerId, userId],
  );
  if (userId !== null) {
    await db.query(
      'UPDATE users SET trainer_id = $3, can_see_registrations = $4, can_manage_registrations = $5 WHERE tenant = $1 AND id = $2',
      [tenant, userId, trainerId, f.canSeeRegistrations, f.canManageRegistrations],
    );
  }
  return null;
}

export type TrainerSaveResult = AdminTrainer | Refusal;

/** Creates a trainer (id null) or edits one: name, contacts, styles, login and its rights. */
export async function saveTrainer(
  db: Db,
  tenant: TenantId,
  id: number | null,
  f: TrainerFields,
): Promise<TrainerSaveResult> {
  return db
    .transaction(async (tx) => {
      if (id !== null) {
        const [own] = await tx.query('SELECT 1 FROM trainers WHERE id = $1 AND tenant = $2 FOR UPDATE', [id, tenant]);
        if (!own) throw new ApiError(404, 'itemNotFound');
      }
      const styleIds = [...new Set(f.styleIds)];
      const [styles] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM training_styles WHERE tenant = $1 AND id = ANY($2::int[])',
        [tenant, styleIds],
      );
      if (styles?.n !== styleIds.length) throw new ApiError(404, 'itemNotFound');
      const phone = f.phone === '' ? null : f.phone;
      let trainerId = id;
      if (trainerId === null) {
        const [created] = await tx.query<{ id: number }>(
          'INSERT INTO trainers (tenant, name, email, phone) VALUES ($1, $2, $3, $4) RETURNING id',
          [tenant, f.name, f.email, phone],
        );
        if (!created) throw new Error('insert returned no row');
        trainerId = created.id;
      } else {
        await tx.query('UPDATE trainers SET name = $3, email = $4, phone = $5 WHERE tenant = $1 AND id = $2', [
          tenant,
          trainerId,
          f.name,
          f.email,
          phone,
        ]);
      }
      const refused = await linkLogin(tx, tenant, trainerId, f);
      // nothing of a refused save is kept
      if (refused) throw new RefusedInTransaction(refused);
      await tx.query('DELETE FROM trainer_styles WHERE trainer_id = $1', [trainerId]);
      await tx.query('INSERT INTO trainer_styles (trainer_id, style_id) SELECT $1, unnest($2::int[])', [
        trainerId,
        styleIds,
      ]);
      return findTrainer(tx, tenant, trainerId);
    })
    .catch(refusalOf);
}
