import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { FamilyMember, FamilyPlace, FamilyPlaces } from '../../../src/api/contract/family.ts';
import { ApiError } from '../api-error.ts';
import { isCancelingAllowed, type HeldStatus } from '../booking/booking-rules.ts';
import { WAITING_PLACE_OF_G } from '../booking/user-registrations.ts';
import { dependantsOf, memberOf } from './family-members.ts';

type PlaceRow = { user_id: number; status: HeldStatus; place: number | null; together_id: number | null };
type ClassRow = { start_at: Date; cancelled_at: Date | null; cancel_deadline_hours: number };

/** The class's start and cancel rule; 404 classNotFound for a class of no club of this tenant. */
async function classOf(db: Db, tenant: TenantId, trainingId: number): Promise<ClassRow> {
  const [row] = await db.query<ClassRow>(
    `SELECT t.start_at, t.cancelled_at, c.cancel_deadline_hours
     FROM trainings t JOIN clubs c ON c.id = t.club_id WHERE t.id = $1 AND t.tenant = $2`,
    [trainingId, tenant],
  );
  if (!row) throw new ApiError(404, 'classNotFound');
  return row;
}

/** The given people's live places in a class, each person once and in the order given. */
export async function placesOf(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  members: readonly FamilyMember[],
  now: Date,
): Promise<FamilyPlace[]> {
  const k = await classOf(db, tenant, trainingId);
  const rows = await db.query<PlaceRow>(
    `SELECT g.user_id, g.status, g.together_id, ${WAITING_PLACE_OF_G} AS place FROM registrations g
     WHERE g.tenant = $1 AND g.training_id = $2 AND g.user_id = ANY($3::int[]) AND g.status <> 'cancelled'`,
    [tenant, trainingId, members.map((m) => m.id)],
  );
  const byMember = new Map(rows.map((r) => [r.user_id, r]));
  return members.map((member) => {
    const row = byMember.get(member.id);
    if (!row) {
      return {
        member,
        status: 'none',
        placeInWaitingList: null,
        refusal: null,
        cancelingAllowed: false,
        groupId: null,
      };
    }
    return {
      member,
      status: row.status,
      placeInWaitingList: row.place,
      refusal: null,
      cancelingAllowed: isCancelingAllowed(
        row.status,
        k.start_at,
        k.cancel_deadline_hours,
        k.cancelled_at !== null,
        now,
      ),
      // a group matters while it waits or is offered; once booked each place is the person's own
      groupId: row.status === 'booked' ? null : row.together_id,
    };
  });
}

/** The member's and their dependants' places in a class (the member first). */
export async function familyPlaces(
  db: Db,
  tenant: TenantId,
  guardianId: number,
  trainingId: number,
  now: Date,
): Promise<FamilyPlaces> {
  const members = [await memberOf(db, tenant, guardianId, now), ...(await dependantsOf(db, tenant, guardianId, now))];
  return { trainingId, places: await placesOf(db, tenant, trainingId, members, now) };
}
