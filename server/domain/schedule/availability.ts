import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { AvailabilityConflict, AvailabilityResponse } from '../../../src/api/contract/admin.ts';
import { LONGEST_CLASS_MS } from '../../../src/api/contract/admin.ts';
import { ApiError } from '../api-error.ts';
import { displayName } from '../booking/registration-record.ts';

export type Slot = { from: Date; to: Date; excludeTrainingId?: number };

type ConflictRow = {
  owner_id: number;
  owner_name: string;
  training_id: number;
  name: string;
  name_prefix: string;
  start_at: Date;
  end_at: Date;
};

function toConflicts(kind: 'room' | 'trainer', rows: ConflictRow[]): AvailabilityConflict[] {
  return rows.map((r) => ({
    kind,
    id: r.owner_id,
    name: r.owner_name,
    trainingId: r.training_id,
    trainingName: displayName(r.name, r.name_prefix),
    start: r.start_at.toISOString(),
    end: r.end_at.toISOString(),
  }));
}

/**
 * A class overlapping the slot ends after its start, so it started less than the longest class before it
 * (the contract refuses longer ones): with both bounds on the start, the room's or trainer's index by start
 * time reads only the classes near the slot, not every earlier one.
 */
const earliestStart = (slot: Slot) => new Date(slot.from.getTime() - LONGEST_CLASS_MS);

const answer = (conflicts: AvailabilityConflict[]): AvailabilityResponse => ({
  isCondition: conflicts.length === 0,
  conflicts,
});

/** Classes (not cancelled) in any of the rooms overlapping the slot; unknown rooms answer 404. */
export async function roomConflicts(
  db: Db,
  tenant: TenantId,
  roomIds: number[],
  slot: Slot,
): Promise<AvailabilityConflict[]> {
  const ids = [...new Set(roomIds)];
  const [known] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rooms WHERE tenant = $1 AND id = ANY($2::int[])',
    [tenant, ids],
  );
  if (known?.n !== ids.length) throw new ApiError(404, 'itemNotFound');
  const rows = await db.query<ConflictRow>(
    `SELECT r.id AS owner_id, r.name AS owner_name, t.id AS training_id, t.name, t.name_prefix, t.start_at, t.end_at
     FROM trainings t JOIN rooms r ON r.id = t.room_id
     WHERE t.tenant = $1 AND t.room_id = ANY($2::int[]) AND t.cancelled_at IS NULL
       AND t.start_at < $4 AND t.start_at > $6 AND t.end_at > $3 AND t.id IS DISTINCT FROM $5::int
     ORDER BY t.start_at, t.id`,
    [tenant, ids, slot.from, slot.to, slot.excludeTrainingId ?? null, earliestStart(slot)],
  );
  return toConflicts('room', rows);
}

/** The trainer's classes (not cancelled) overlapping the slot; an unknown trainer answers 404. */
export async function trainerConflicts(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  slot: Slot,
): Promise<AvailabilityConflict[]> {
  const [trainer] = await db.query<{ id: number }>('SELECT id FROM trainers WHERE tenant = $1 AND id = $2', [
    tenant,
    trainerId,
  ]);
  if (!trainer) throw new ApiError(404, 'itemNotFound');
  const rows = await db.query<ConflictRow>(
    `SELECT tr.id AS owner_id, tr.name AS owner_name, t.id AS training_id, t.name, t.name_prefix, t.start_at, t.end_at
     FROM trainings t JOIN trainers tr ON tr.id = t.trainer_id
     WHERE t.tenant = $1 AND t.trainer_id = $2 AND t.cancelled_at IS NULL
       AND t.start_at < $4 AND t.start_at > $6 AND t.end_at > $3 AND t.id IS DISTINCT FROM $5::int
     ORDER BY t.start_at, t.id`,
    [tenant, trainerId, slot.from, slot.to, slot.excludeTrainingId ?? null, earliestStart(slot)],
  );
  return toConflicts('trainer', rows);
}

export async function roomAvailability(
  db: Db,
  tenant: TenantId,
  roomIds: number[],
  slot: Slot,
): Promise<AvailabilityResponse> {
  return answer(await roomConflicts(db, tenant, roomIds, slot));
}

export async function trainerAvailability(
  db: Db,
  tenant: TenantId,
  trainerId: number,
  slot: Slot,
): Promise<AvailabilityResponse> {
  return answer(await trainerConflicts(db, tenant, trainerId, slot));
}
