import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';

/**
 * An inactive room or trainer takes no new class (issue #26): a class saved into one is refused as
 * taken, while a class that already has it keeps it through an edit. Call after the room's and
 * trainer's locks (save-training.ts), so a deactivation and a save never cross.
 */
export async function refuseInactiveChoice(
  db: Db,
  tenant: TenantId,
  choice: { roomId: number; trainerId?: number | null | undefined },
  editId: number | undefined,
): Promise<void> {
  const [row] = await db.query<{ room_ok: boolean; trainer_ok: boolean }>(
    `SELECT COALESCE((SELECT active FROM rooms WHERE id = $2 AND tenant = $1), false)
         OR EXISTS (SELECT 1 FROM trainings WHERE id = $4 AND tenant = $1 AND room_id = $2) AS room_ok,
       $3::int IS NULL OR COALESCE((SELECT active FROM trainers WHERE id = $3 AND tenant = $1), false)
         OR EXISTS (SELECT 1 FROM trainings WHERE id = $4 AND tenant = $1 AND trainer_id = $3) AS trainer_ok`,
    [tenant, choice.roomId, choice.trainerId ?? null, editId ?? null],
  );
  if (!row?.room_ok) throw new ApiError(409, 'selectedRoomsNotAvailable');
  if (!row.trainer_ok) throw new ApiError(409, 'trainerNotAvailable');
}
