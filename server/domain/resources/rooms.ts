import type * as v from 'valibot';
import type { AdminRoom, AdminRoomsResponse, RoomInput } from '../../../src/api/contract/admin-resources.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { futureClasses, lockOwner } from './future-classes.ts';
import { readNameTranslations, saveNameTranslations } from './name-translations.ts';
import { refuse, type Refusal } from './refusal.ts';

export type RoomFields = v.InferOutput<typeof RoomInput>;

type RoomRow = {
  id: number;
  club_id: number;
  group_id: number | null;
  unit_id: number | null;
  name: string;
  places: number;
  color: string;
  active: boolean;
  style_ids: number[];
};

const roomSelect = `SELECT r.id, r.club_id, r.group_id, r.unit_id, r.name, r.places, r.color, r.active,
    COALESCE((SELECT array_agg(rs.style_id ORDER BY rs.style_id) FROM room_styles rs WHERE rs.room_id = r.id), '{}') AS style_ids
  FROM rooms r`;

async function roomRows(db: Db, tenant: TenantId, id?: number): Promise<AdminRoom[]> {
  const rows = await db.query<RoomRow>(
    `${roomSelect} WHERE r.tenant = $1 AND ($2::int IS NULL OR r.id = $2)
     ORDER BY r.club_id, r.name, r.id`,
    [tenant, id ?? null],
  );
  const translations = await readNameTranslations(db, tenant, [...new Set(rows.map((r) => r.name))]);
  return rows.map((r) => ({
    id: r.id,
    clubId: r.club_id,
    groupId: r.group_id,
    unitId: r.unit_id,
    name: r.name,
    translations: translations.get(r.name) ?? { et: '', en: '', lv: '' },
    places: r.places,
    styleIds: r.style_ids.map(Number),
    color: r.color,
    active: r.active,
  }));
}

export async function findRoom(db: Db, tenant: TenantId, id: number): Promise<AdminRoom> {
  const [room] = await roomRows(db, tenant, id);
  if (!room) throw new ApiError(404, 'itemNotFound');
  return room;
}

/** Every room of the tenant (inactive too) with the clubs, groups, units and styles the form offers. */
export async function listRooms(db: Db, tenant: TenantId): Promise<AdminRoomsResponse> {
  const [rooms, clubs, groups, units, styles] = await Promise.all([
    roomRows(db, tenant),
    db.query<{ id: number; name: string }>('SELECT id, name FROM clubs WHERE tenant = $1 ORDER BY name, id', [tenant]),
    db.query<{ id: number; name: string; club_id: number }>(
      'SELECT id, name, club_id FROM room_groups WHERE tenant = $1 ORDER BY name, id',
      [tenant],
    ),
    db.query<{ id: number; name: string; club_id: number }>(
      'SELECT id, name, club_id FROM units WHERE tenant = $1 ORDER BY name, id',
      [tenant],
    ),
    db.query<{ id: number; name: string; color: string }>(
      'SELECT id, name, color FROM training_styles WHERE tenant = $1 ORDER BY name, id',
      [tenant],
    ),
  ]);
  return {
    rooms,
    clubs,
    groups: groups.map((g) => ({ id: g.id, name: g.name, clubId: g.club_id })),
    units: units.map((u) => ({ id: u.id, name: u.name, clubId: u.club_id })),
    styles,
  };
}

/**
 * The club, group, unit and styles must be this tenant's (else 404, as for any foreign id); a group or
 * unit of another club of the tenant is a bad choice in the form (400 `groupId.invalid`).
 */
async function checkRefs(db: Db, tenant: TenantId, f: RoomFields): Promise<'groupId' | 'unitId' | null> {
  const [row] = await db.query<{
    club_ok: boolean;
    group_club: number | null;
    unit_club: number | null;
    styles_ok: boolean;
  }>(
    `SELECT EXISTS (SELECT 1 FROM clubs WHERE id = $2 AND tenant = $1) AS club_ok,
       (SELECT club_id FROM room_groups WHERE id = $3 AND tenant = $1) AS group_club,
       (SELECT club_id FROM units WHERE id = $4 AND tenant = $1) AS unit_club,
       (SELECT count(*) FROM training_styles WHERE tenant = $1 AND id = ANY($5::int[])) = cardinality($5::int[]) AS styles_ok`,
    [tenant, f.clubId, f.groupId, f.unitId, [...new Set(f.styleIds)]],
  );
  if (!row?.club_ok || !row.styles_ok) throw new ApiError(404, 'itemNotFound');
  if (f.groupId !== null && row.group_club === null) throw new ApiError(404, 'itemNotFound');
  if (f.unitId !== null && row.unit_club === null) throw new ApiError(404, 'itemNotFound');
  if (f.groupId !== null && row.group_club !== f.clubId) return 'groupId';
  if (f.unitId !== null && row.unit_club !== f.clubId) return 'unitId';
  return null;
}

/** Two rooms of one club with one name would be one line in every filter and list. */
async function nameTaken(db: Db, tenant: TenantId, f: RoomFields, exceptId: number | null): Promise<boolean> {
  const [row] = await db.query(
    'SELECT 1 FROM rooms WHERE tenant = $1 AND club_id = $2 AND lower(name) = lower($3) AND id IS DISTINCT FROM $4::int',
    [tenant, f.clubId, f.name, exceptId],
  );
  return row !== undefined;
}

async function saveStyles(db: Db, roomId: number, styleIds: number[]): Promise<void> {
  await db.query('DELETE FROM room_styles WHERE room_id = $1', [roomId]);
  await db.query('INSERT INTO room_styles (room_id, style_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
    roomId,
    [...new Set(styleIds)],
  ]);
}

export type RoomSaveResult = AdminRoom | Refusal | { badField: 'groupId' | 'unitId' };

/** Creates a room (id null) or edits one: name, translations, club, group, unit, places, styles, colour. */
export async function saveRoom(db: Db, tenant: TenantId, id: number | null, f: RoomFields): Promise<RoomSaveResult> {
  return db.transaction(async (tx) => {
    if (id !== null) {
      const [own] = await tx.query('SELECT 1 FROM rooms WHERE id = $1 AND tenant = $2 FOR UPDATE', [id, tenant]);
      if (!own) throw new ApiError(404, 'itemNotFound');
    }
    const badField = await checkRefs(tx, tenant, f);
    if (badField) return { badField };
    if (await nameTaken(tx, tenant, f, id)) return refuse('roomNameTaken', 409);
    const values = [tenant, f.clubId, f.groupId, f.unitId, f.name, f.places, f.color.toLowerCase()];
    let roomId = id;
    if (roomId === null) {
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO rooms (tenant, club_id, group_id, unit_id, name, places, color) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        values,
      );
      if (!created) throw new Error('insert returned no row');
      roomId = created.id;
    } else {
      await tx.query(
        `UPDATE rooms SET club_id = $2, group_id = $3, unit_id = $4, name = $5, places = $6, color = $7 WHERE tenant = $1 AND id = $8`,
        [...values, roomId],
      );
    }
    await saveStyles(tx, roomId, f.styleIds);
    if (f.translations) await saveNameTranslations(tx, tenant, f.name, f.translations);
    return findRoom(tx, tenant, roomId);
  });
}

/**
 * Activates or deactivates a room. Deactivating one that still has classes ahead is refused with
 * those classes; under the room's class-save lock, so no class is saved into it meanwhile.
 */
export async function setRoomActive(
  db: Db,
  tenant: TenantId,
  id: number,
  active: boolean,
  now: Date,
): Promise<AdminRoom | Refusal> {
  return db.transaction(async (tx) => {
    const [own] = await tx.query('SELECT 1 FROM rooms WHERE id = $1 AND tenant = $2', [id, tenant]);
    if (!own) throw new ApiError(404, 'itemNotFound');
    await lockOwner(tx, tenant, 'room', id);
    if (!active) {
      const classes = await futureClasses(tx, tenant, 'room', id, now);
      if (classes.length > 0) return refuse('roomHasFutureClasses', 409, { classes });
    }
    await tx.query('UPDATE rooms SET active = $3 WHERE id = $1 AND tenant = $2', [id, tenant, active]);
    return findRoom(tx, tenant, id);
  });
}
