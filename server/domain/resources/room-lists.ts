import type * as v from 'valibot';
import type { Room, RoomGroup, RoomQuery, TrainingStyle, Unit } from '../../../src/api/contract/schedule.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import type { Localize } from '../labels.ts';

/** The timetable's filters: a name containing `filter` (any case), in club `gym`. */
export type RoomListFilter = v.InferOutput<typeof RoomQuery>;

/** An ILIKE pattern for a name containing `filter` literally (its % _ \ escaped), or null for no filter. */
function likeParam(filter: string | undefined): string | null {
  const text = filter?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}

/** Rooms with their club, names through `localize` (visitors and members: their language; admins: as stored). */
export async function roomList(db: Db, tenant: TenantId, q: RoomListFilter, localize: Localize): Promise<Room[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    club_id: number;
    club_name: string;
    group_id: number | null;
    bookable: boolean;
    active: boolean;
  }>(
    `SELECT r.id, r.name, r.club_id, c.name AS club_name, r.group_id, r.bookable, r.active
     FROM rooms r JOIN clubs c ON c.id = r.club_id
     WHERE r.tenant = $1 AND ($2::text IS NULL OR r.name ILIKE $2) AND ($3::int IS NULL OR r.club_id = $3)
     ORDER BY c.name, r.name, r.id`,
    [tenant, likeParam(q.filter), q.gym ?? null],
  );
  return rows.map((r): Room => ({
    id: r.id,
    name: localize(r.name),
    clubId: r.club_id,
    clubName: localize(r.club_name),
    groupId: r.group_id,
    bookable: r.bookable,
    active: r.active,
  }));
}

type ClubScopedRow = { id: number; name: string; club_id: number };
const clubScoped = (rows: ClubScopedRow[], localize: Localize) =>
  rows.map((r): RoomGroup | Unit => ({ id: r.id, name: localize(r.name), clubId: r.club_id }));

/** Room groups, names through `localize`. */
export async function roomGroupList(
  db: Db,
  tenant: TenantId,
  q: RoomListFilter,
  localize: Localize,
): Promise<RoomGroup[]> {
  const rows = await db.query<ClubScopedRow>(
    `SELECT id, name, club_id FROM room_groups
     WHERE tenant = $1 AND ($2::text IS NULL OR name ILIKE $2) AND ($3::int IS NULL OR club_id = $3)
     ORDER BY name, id`,
    [tenant, likeParam(q.filter), q.gym ?? null],
  );
  return clubScoped(rows, localize);
}

/** Units, names through `localize`. */
export async function unitList(db: Db, tenant: TenantId, q: RoomListFilter, localize: Localize): Promise<Unit[]> {
  const rows = await db.query<ClubScopedRow>(
    `SELECT id, name, club_id FROM units
     WHERE tenant = $1 AND ($2::text IS NULL OR name ILIKE $2) AND ($3::int IS NULL OR club_id = $3)
     ORDER BY name, id`,
    [tenant, likeParam(q.filter), q.gym ?? null],
  );
  return clubScoped(rows, localize);
}

/** The training styles a room is set up for; another tenant's room is 404 itemNotFound. */
export async function roomStyles(db: Db, tenant: TenantId, roomId: number): Promise<TrainingStyle[]> {
  const [room] = await db.query('SELECT id FROM rooms WHERE id = $1 AND tenant = $2', [roomId, tenant]);
  if (!room) throw new ApiError(404, 'itemNotFound');
  const rows = await db.query<TrainingStyle>(
    `SELECT s.id, s.name, s.color FROM room_styles rs JOIN training_styles s ON s.id = rs.style_id
     WHERE rs.room_id = $1 AND s.tenant = $2 ORDER BY s.name, s.id`,
    [roomId, tenant],
  );
  return rows.map((s): TrainingStyle => ({ id: s.id, name: s.name, color: s.color }));
}
