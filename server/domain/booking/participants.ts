import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Participant } from '../../../src/api/contract/trainer.ts';
import type { SessionClaims } from '../../../src/api/contract/account.ts';
import { ApiError } from '../api-error.ts';
import { canManageRegistrations } from '../../../src/common/registration-access.ts';
import { clearNoShow } from '../strikes/presence-clears.ts';

export {
  canManageRegistrations,
  canSeeRegistrations,
  isRegistrationStaff,
} from '../../../src/common/registration-access.ts';

type Row = {
  id: number;
  training_id: number;
  user_id: number;
  client_code: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  presence: boolean;
  status: 'booked' | 'waiting' | 'offered';
  rank: number;
  standing: boolean;
  guardian_name: string | null;
  guardian_phone: string | null;
};

/** The trainer of a class of this tenant (null: none), which decides who may see and manage its registrations; 404 classNotFound. */
export async function classTrainer(db: Db, tenant: TenantId, trainingId: number): Promise<number | null> {
  const [k] = await db.query<{ trainer_id: number | null }>(
    'SELECT trainer_id FROM trainings WHERE id = $1 AND tenant = $2',
    [trainingId, tenant],
  );
  if (!k) throw new ApiError(404, 'classNotFound');
  return k.trainer_id;
}

/**
 * A class's booked members in booking order, then those offered a freed place (holding it until they
 * answer), then its waiting list in queue order (the people of a together-group each listed, at the group's one
 * position).
 */
export async function listParticipants(db: Db, tenant: TenantId, trainingId: number): Promise<Participant[]> {
  const rows = await db.query<Row>(
    `SELECT g.id, g.training_id, g.user_id, u.client_code, u.first_name, u.last_name, u.email, u.phone, g.presence, g.status,
       g.standing_id IS NOT NULL AS standing,
       -- a together-group waits as one entry (migration 230): its people share one queued_at and one position
       CASE WHEN g.status = 'waiting'
         THEN dense_rank() OVER (PARTITION BY g.status ORDER BY g.queued_at, COALESCE(-g.together_id, g.id))
         ELSE row_number() OVER (PARTITION BY g.status ORDER BY g.queued_at, g.id) END::int AS rank,
       p.guardian_name, p.guardian_phone
     FROM registrations g
     -- each participant by primary key, never a scan of every member (OFFSET 0 keeps the join so)
     CROSS JOIN LATERAL (SELECT * FROM users x WHERE x.id = g.user_id OFFSET 0) u
     -- a dependant's first guardian (issue 38): the one to call about a child
     LEFT JOIN LATERAL (
       SELECT y.first_name || ' ' || y.last_name AS guardian_name, y.phone AS guardian_phone
       FROM family_links l JOIN users y ON y.id = l.guardian_id
       WHERE l.tenant = g.tenant AND l.dependant_id = g.user_id AND l.unlinked_at IS NULL
       ORDER BY l.linked_at, l.id LIMIT 1
     ) p ON true
     WHERE g.training_id = $1 AND g.tenant = $2 AND g.status <> 'cancelled'
     ORDER BY CASE g.status WHEN 'booked' THEN 0 WHEN 'offered' THEN 1 ELSE 2 END, g.queued_at, g.id`,
    [trainingId, tenant],
  );
  return rows.map((r) => ({
    registrationId: r.id,
    trainingId: r.training_id,
    clientId: r.user_id,
    clientNumber: r.client_code,
    name: `${r.first_name} ${r.last_name}`.trim(),
    email: r.email,
    phone: r.phone,
    place: r.status === 'booked' ? r.rank : null,
    presence: r.presence,
    status: r.status,
    placeInWaitingList: r.status === 'waiting' ? r.rank : null,
    standing: r.standing,
    ...(r.guardian_name === null ? {} : { guardian: { name: r.guardian_name, phone: r.guardian_phone ?? '' } }),
  }));
}

/** Sets presence (idempotent); refused while the member is in the waiting list or has not yet accepted an offer. */
export async function setPresence(
  db: Db,
  tenant: TenantId,
  registrationId: number,
  presence: boolean,
  claims: SessionClaims,
): Promise<Participant> {
  return db.transaction(async (tx) => {
    const [reg] = await tx.query<{ training_id: number; status: string; trainer_id: number | null }>(
      `SELECT g.training_id, g.status, t.trainer_id FROM registrations g JOIN trainings t ON t.id = g.training_id
       WHERE g.id = $1 AND g.tenant = $2 FOR UPDATE OF g`,
      [registrationId, tenant],
    );
    if (!reg || reg.status === 'cancelled') throw new ApiError(404, 'itemNotFound');
    if (!canManageRegistrations(claims, reg.trainer_id)) throw new ApiError(403, 'actionNotAllowed');
    // an offered place is not taken until the member accepts it
    if (reg.status !== 'booked') throw new ApiError(409, 'presenceOnWaitingList');
    await tx.query('UPDATE registrations SET presence = $2 WHERE id = $1', [registrationId, presence]);
    if (presence) await clearNoShow(tx, tenant, registrationId);
    const participant = (await listParticipants(tx, tenant, reg.training_id)).find(
      (p) => p.registrationId === registrationId,
    );
    if (!participant) throw new ApiError(404, 'itemNotFound');
    return participant;
  });
}
