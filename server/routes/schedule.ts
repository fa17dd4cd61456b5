import { Hono, type Context } from 'hono';
import { ScheduleQuery } from '../../src/api/contract/schedule.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { labelsFor, requestLanguage, varyByLanguage } from '../http/labels.ts';
import { localizeWith } from '../domain/labels.ts';
import { requireAdmin, requireCaller, userIdOf } from '../http/guards.ts';
import { listTrainings, listTrainingsUntil, type Viewer } from '../domain/schedule/list-trainings.ts';
import { localizeTraining, withStoredTexts } from '../domain/schedule/localize-training.ts';
import { etagIn, matchesEtag } from '../domain/schedule/schedule-cache.ts';
import { IdParam, parseParam, parseQuery } from '../http/validate.ts';
import { roomRoutes } from './schedule-rooms.ts';
import { parseRange } from './schedule-range.ts';

export const scheduleRoutes = new Hono<AppEnv>();

/**
 * Who reads which names: everyone reads the club's names in their language; admins also get the stored
 * texts beside them, which their class form edits.
 */
type Reader = { viewer: Viewer; translated: boolean; storedTexts?: boolean };

/**
 * The timetable's read path: kept answers between writes (see ScheduleCache), with an ETag so a browser
 * that has the week gets 304. Browsers may store the answer but must revalidate it every time. Translated
 * answers are kept, tagged and marked (Vary) per language, so one language's week is never another's 304.
 */
async function schedule(c: Context<AppEnv>, { viewer, translated, storedTexts }: Reader) {
  const q = parseQuery(c, ScheduleQuery);
  const { from, to } = parseRange(q);
  const filter = q.filter?.trim() || undefined;
  const selection = { from, to, gym: q.gym, group: q.group, room: q.room, filter };
  const db = c.get('db');
  const tenant = c.get('tenant');
  const now = c.get('now')();
  const language = translated ? requestLanguage(c) : null;
  const who = viewer.kind === 'public' ? ['public'] : [viewer.kind, viewer.userId];
  const key = JSON.stringify([
    ...who,
    language ?? 'stored',
    from.getTime(),
    to.getTime(),
    q.gym,
    q.group,
    q.room,
    filter,
  ]);
  const answer = await c.get('scheduleCache').answer(tenant, key, now, async (version) => {
    const [{ trainings, validUntil }, translations] = await Promise.all([
      listTrainingsUntil(db, tenant, viewer, selection, now),
      language ? c.get('labelCache').translations(db, tenant, language, version) : null,
    ]);
    const localize = translations && localizeWith(translations);
    const withStored = storedTexts ? trainings.map(withStoredTexts) : trainings;
    return {
      value: localize ? withStored.map((training) => localizeTraining(training, localize)) : withStored,
      validUntil,
    };
  });
  const etag = language ? etagIn(answer.etag, language) : answer.etag;
  if (language) varyByLanguage(c);
  c.header('Cache-Control', viewer.kind === 'public' ? 'no-cache' : 'private, no-cache');
  c.header('ETag', etag);
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  return c.body(answer.body, 200, { 'Content-Type': 'application/json' });
}

async function oneTraining(c: Context<AppEnv>, { viewer, translated, storedTexts }: Reader) {
  const trainingId = parseParam(c, 'id', IdParam);
  const [[training], localize] = await Promise.all([
    listTrainings(c.get('db'), c.get('tenant'), viewer, { trainingId }, c.get('now')()),
    translated ? labelsFor(c) : null,
  ]);
  if (!training) throw new ApiError(404, 'classNotFound');
  const withStored = storedTexts ? withStoredTexts(training) : training;
  return c.json(localize ? localizeTraining(withStored, localize) : withStored);
}

/** Members see their own places; trainers and admins also see private comments. */
function memberReader(c: Context<AppEnv>): Reader {
  // an API key reads as nobody in particular (clientId 0: no own places)
  const claims = requireCaller(c);
  const staff = claims.isAdmin || claims.trainerId !== null;
  return { viewer: { kind: staff ? 'staff' : 'member', userId: userIdOf(claims) }, translated: true };
}

function adminReader(c: Context<AppEnv>): Reader {
  return { viewer: { kind: 'staff', userId: userIdOf(requireAdmin(c)) }, translated: true, storedTexts: true };
}

scheduleRoutes.get('/public/schedule', (c) => schedule(c, { viewer: { kind: 'public' }, translated: true }));
scheduleRoutes.get('/user/schedule', (c) => schedule(c, memberReader(c)));
scheduleRoutes.get('/admin/schedule', (c) => schedule(c, adminReader(c)));
scheduleRoutes.get('/user/schedule/:id', (c) => oneTraining(c, memberReader(c)));
scheduleRoutes.get('/admin/schedule/:id', (c) => oneTraining(c, adminReader(c)));

scheduleRoutes.route('/', roomRoutes);
