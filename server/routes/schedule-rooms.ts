import { Hono, type Context } from 'hono';
import { RoomQuery } from '../../src/api/contract/schedule.ts';
import type { Room, RoomGroup, TrainingStyle, Unit } from '../../src/api/contract/schedule.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { requireAdmin, requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import type { Localize } from '../domain/labels.ts';
import { IdParam, parseParam, parseQuery } from '../http/validate.ts';

/**
 * Rooms, room groups, units and room styles: public, member and admin views of the same lists. Visitors
 * and members read the club's names in their language (the timetable's filters); admins edit the stored ones.
 */
export const roomRoutes = new Hono<AppEnv>();

function likeParam(filter: string | undefined): string | null {
  const text = filter?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}

const asStored: Localize = (label) => label;

async function rooms(c: Context<AppEnv>, localize: Localize) {
  const q = parseQuery(c, RoomQuery);
  const rows = await c.var.db.query<{ id: number; name: string; club_id: number; club_name: string; group_id: number | null; bookable: boolean; active: boolean }>(
    `SELECT r.id, r.name, r.club_id, c.name AS club_name, r.group_id, r.bookable, r.active
     FROM rooms r JOIN clubs c ON c.id = r.club_id
     WHERE r.tenant = $1 AND ($2::text IS NULL OR r.name ILIKE $2) AND ($3::int IS NULL OR r.club_id = $3)
     ORDER BY c.name, r.name, r.id`,
    [c.var.tenant, likeParam(q.filter), q.gym ?? null],
  );
  return c.json(
    rows.map((r): Room => ({ id: r.id, name: localize(r.name), clubId: r.club_id, clubName: localize(r.club_name), groupId: r.group_id, bookable: r.bookable, active: r.active })),
  );
}

async function clubScoped(c: Context<AppEnv>, table: 'room_groups' | 'units', localize: Localize) {
  const q = parseQuery(c, RoomQuery);
  const rows = await c.var.db.query<{ id: number; name: string; club_id: number }>(
    `SELECT id, name, club_id FROM ${table}
     WHERE tenant = $1 AND ($2::text IS NULL OR name ILIKE $2) AND ($3::int IS NULL OR club_id = $3)
     ORDER BY name, id`,
    [c.var.tenant, likeParam(q.filter), q.gym ?? null],
  );
  return c.json(rows.map((r): RoomGroup | Unit => ({ id: r.id, name: localize(r.name), clubId: r.club_id })));
}

roomRoutes.get('/public/room', async (c) => rooms(c, await labelsFor(c)));
roomRoutes.get('/public/room/group', async (c) => clubScoped(c, 'room_groups', await labelsFor(c)));
roomRoutes.get('/public/room/unit', async (c) => clubScoped(c, 'units', await labelsFor(c)));
roomRoutes.get('/user/room/unit', async (c) => {
  requireUser(c);
  return clubScoped(c, 'units', await labelsFor(c));
});
roomRoutes.get('/admin/room', (c) => {
  requireAdmin(c);
  return rooms(c, asStored);
});
roomRoutes.get('/admin/room/group', (c) => {
  requireAdmin(c);
  return clubScoped(c, 'room_groups', asStored);
});
roomRoutes.get('/admin/room/unit', (c) => {
  requireAdmin(c);
  return clubScoped(c, 'units', asStored);
});

/** The training styles a room is set up for; another tenant's room answers 404. */
roomRoutes.get('/admin/room/:roomId/style', async (c) => {
  requireAdmin(c);
  const roomId = parseParam(c, 'roomId', IdParam);
  const { db, tenant } = c.var;
  const [room] = await db.query('SELECT id FROM rooms WHERE id = $1 AND tenant = $2', [roomId, tenant]);
  if (!room) throw new ApiError(404, 'itemNotFound');
  const rows = await db.query<TrainingStyle>(
    `SELECT s.id, s.name, s.color FROM room_styles rs JOIN training_styles s ON s.id = rs.style_id
     WHERE rs.room_id = $1 AND s.tenant = $2 ORDER BY s.name, s.id`,
    [roomId, tenant],
  );
  return c.json(rows.map((s): TrainingStyle => ({ id: s.id, name: s.name, color: s.color })));
});
