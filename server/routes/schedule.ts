import { Hono, type Context } from 'hono';
import { ScheduleQuery } from '../../src/api/contract/schedule.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { requireAdmin, requireUser, userIdOf } from '../domain/guards.ts';
import { listTrainings, listTrainingsUntil, type Viewer } from '../domain/schedule/list-trainings.ts';
import { matchesEtag } from '../domain/schedule/schedule-cache.ts';
import { IdParam, parseParam, parseQuery } from '../domain/validate.ts';
import { roomRoutes } from './schedule-rooms.ts';
import { parseRange } from './schedule-range.ts';

export const scheduleRoutes = new Hono<AppEnv>();

/**
 * The timetable's read path: kept answers between writes (see ScheduleCache), with an ETag so a browser
 * that has the week gets 304. Browsers may store the answer but must revalidate it every time.
 */
async function schedule(c: Context<AppEnv>, viewer: Viewer) {
  const q = parseQuery(c, ScheduleQuery);
  const { from, to } = parseRange(q);
  const filter = q.filter?.trim() || undefined;
  const selection = { from, to, gym: q.gym, group: q.group, room: q.room, filter };
  const { db, tenant } = c.var;
  const now = c.var.now();
  const who = viewer.kind === 'public' ? ['public'] : [viewer.kind, viewer.userId];
  const key = JSON.stringify([...who, from.getTime(), to.getTime(), q.gym, q.group, q.room, filter]);
  const answer = await c.var.scheduleCache.answer(tenant, key, now, async () => {
    const { trainings, validUntil } = await listTrainingsUntil(db, tenant, viewer, selection, now);
    return { value: trainings, validUntil };
  });
  c.header('Cache-Control', viewer.kind === 'public' ? 'no-cache' : 'private, no-cache');
  c.header('ETag', answer.etag);
  if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
  return c.body(answer.body, 200, { 'Content-Type': 'application/json' });
}

async function oneTraining(c: Context<AppEnv>, viewer: Viewer) {
  const trainingId = parseParam(c, 'id', IdParam);
  const [training] = await listTrainings(c.var.db, c.var.tenant, viewer, { trainingId }, c.var.now());
  if (!training) throw new ApiError(404, 'classNotFound');
  return c.json(training);
}

/** Members see their own places; trainers and admins also see private comments. */
function memberViewer(c: Context<AppEnv>): Viewer {
  const claims = requireUser(c);
  const staff = claims.isAdmin || claims.trainerId !== null;
  return { kind: staff ? 'staff' : 'member', userId: userIdOf(claims) };
}

function adminViewer(c: Context<AppEnv>): Viewer {
  return { kind: 'staff', userId: userIdOf(requireAdmin(c)) };
}

scheduleRoutes.get('/public/schedule', (c) => schedule(c, { kind: 'public' }));
scheduleRoutes.get('/user/schedule', (c) => schedule(c, memberViewer(c)));
scheduleRoutes.get('/admin/schedule', (c) => schedule(c, adminViewer(c)));
scheduleRoutes.get('/user/schedule/:id', (c) => oneTraining(c, memberViewer(c)));
scheduleRoutes.get('/admin/schedule/:id', (c) => oneTraining(c, adminViewer(c)));

scheduleRoutes.route('/', roomRoutes);
