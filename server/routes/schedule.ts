import { Hono, type Context } from 'hono';
import { ScheduleQuery } from '../../src/api/contract/schedule.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { requireAdmin, requireUser, userIdOf } from '../domain/guards.ts';
import { listTrainings, type Viewer } from '../domain/schedule/list-trainings.ts';
import { IdParam, parseParam, parseQuery } from '../domain/validate.ts';
import { roomRoutes } from './schedule-rooms.ts';
import { parseRange } from './schedule-range.ts';

export const scheduleRoutes = new Hono<AppEnv>();

async function schedule(c: Context<AppEnv>, viewer: Viewer) {
  const q = parseQuery(c, ScheduleQuery);
  const { from, to } = parseRange(q);
  const selection = { from, to, gym: q.gym, group: q.group, room: q.room, filter: q.filter };
  return c.json(await listTrainings(c.var.db, c.var.tenant, viewer, selection, c.var.now()));
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
