import { Hono } from 'hono';
import { PauseStandingBooking, StandingRules, StartStandingBooking } from '../../src/api/contract/standing.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import {
  listStandingBookings,
  pauseStandingBooking,
  startStandingBooking,
  stopStandingBooking,
} from '../domain/standing/standing-bookings.ts';
import { readStandingRules, saveStandingRules } from '../domain/standing/standing-rules.ts';
import { audited } from '../http/audited.ts';
import { requireAdmin, requireUser, userIdOf } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { IdParam, parseForm, parseJson, parseParam } from '../http/validate.ts';

/** Standing bookings (issue 37): "book every week" on a class of a weekly series, and the club's rules for them. */
export const standingRoutes = new Hono<AppEnv>();

/** The member's standing bookings, with the next class each books. */
standingRoutes.get('/user/standing-booking', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json(await listStandingBookings(c.get('db'), c.get('tenant'), userId, c.get('now')(), await labelsFor(c)));
});

/** "Book every week" from this class on: 201 when made, 200 with the one already running. */
standingRoutes.post('/user/standing-booking', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const { trainingId } = await parseJson(c, StartStandingBooking);
  const now = c.get('now')();
  const { id, created } = await startStandingBooking(c.get('db'), c.get('tenant'), userId, trainingId, now);
  const [standing] = await listStandingBookings(c.get('db'), c.get('tenant'), userId, now, await labelsFor(c), id);
  if (!standing) throw new Error('a standing booking just made is not found');
  return c.json(standing, created ? 201 : 200);
});

/** Pauses it until a day (holidays), or resumes it. */
standingRoutes.put('/user/standing-booking/:id', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const id = parseParam(c, 'id', IdParam);
  const { pausedUntil } = await parseJson(c, PauseStandingBooking);
  const now = c.get('now')();
  await pauseStandingBooking(c.get('db'), c.get('tenant'), userId, id, pausedUntil);
  const [standing] = await listStandingBookings(c.get('db'), c.get('tenant'), userId, now, await labelsFor(c), id);
  if (!standing) throw new ApiError(404, 'itemNotFound');
  return c.json(standing);
});

/** Stops it: no class is booked by it any more; the places it made stay. */
standingRoutes.delete('/user/standing-booking/:id', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const id = parseParam(c, 'id', IdParam);
  await stopStandingBooking(c.get('db'), c.get('tenant'), userId, id, c.get('now')());
  return c.body(null, 204);
});

/** A club's standing-booking rules: the share of places they may take, the no-shows that stop one. */
standingRoutes.get('/admin/club/:id/standing-bookings', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  return c.json(await readStandingRules(c.get('db'), c.get('tenant'), id));
});

standingRoutes.put('/admin/club/:id/standing-bookings', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  const rules = await parseForm(c, StandingRules);
  return c.json(
    await audited(c, (tx) => saveStandingRules(tx, c.get('tenant'), id, rules), {
      action: 'club.rules',
      subject: { type: 'club', id },
    }),
  );
});
