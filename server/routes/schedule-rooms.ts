import { Hono, type Context } from 'hono';
import { RoomQuery } from '../../src/api/contract/schedule.ts';
import type { AppEnv } from '../app-env.ts';
import type { Localize } from '../domain/labels.ts';
import { roomGroupList, roomList, roomStyles, unitList, type RoomListFilter } from '../domain/resources/room-lists.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { requireAdmin, requireCaller } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { IdParam, parseParam, parseQuery } from '../http/validate.ts';

/**
 * Rooms, room groups, units and room styles: public, member and admin views of the same lists, all with the
 * club's names in the reader's language (the timetable's filters, the class form's choices). The rooms
 * admin page edits the stored names through its own /admin/rooms.
 */
export const roomRoutes = new Hono<AppEnv>();

type List = (db: Db, tenant: TenantId, q: RoomListFilter, localize: Localize) => Promise<unknown[]>;

/** One of the lists, filtered by the query string, names through `localize`. */
async function answerList(c: Context<AppEnv>, list: List, localize: Localize) {
  const q = parseQuery(c, RoomQuery);
  return c.json(await list(c.get('db'), c.get('tenant'), q, localize));
}

roomRoutes.get('/public/room', async (c) => answerList(c, roomList, await labelsFor(c)));
roomRoutes.get('/public/room/group', async (c) => answerList(c, roomGroupList, await labelsFor(c)));
roomRoutes.get('/public/room/unit', async (c) => answerList(c, unitList, await labelsFor(c)));
roomRoutes.get('/user/room/unit', async (c) => {
  // a person's or an API key's (timetable scope) read
  requireCaller(c);
  return answerList(c, unitList, await labelsFor(c));
});
roomRoutes.get('/admin/room', async (c) => {
  requireAdmin(c);
  return answerList(c, roomList, await labelsFor(c));
});
roomRoutes.get('/admin/room/group', async (c) => {
  requireAdmin(c);
  return answerList(c, roomGroupList, await labelsFor(c));
});
roomRoutes.get('/admin/room/unit', async (c) => {
  requireAdmin(c);
  return answerList(c, unitList, await labelsFor(c));
});

/** The training styles a room is set up for; another tenant's room answers 404. */
roomRoutes.get('/admin/room/:roomId/style', async (c) => {
  requireAdmin(c);
  const roomId = parseParam(c, 'roomId', IdParam);
  return c.json(await roomStyles(c.get('db'), c.get('tenant'), roomId));
});
