import { Hono } from 'hono';
import {
  PersonalTrainingListQuery,
  PersonalTrainingsQuery,
  StatisticsQuery,
} from '../../src/api/contract/statistics.ts';
import { addDays } from '../../src/common/calendar.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { memberStatistics } from '../domain/statistics/member-statistics.ts';
import { decodeCursor } from '../domain/keyset.ts';
import {
  PersonalTrainingKey,
  personalTrainingPage,
  personalTrainingStatistics,
} from '../domain/statistics/personal-trainings.ts';
import { trainerStatistics } from '../domain/statistics/trainer-statistics.ts';
import { requireTrainer, requireUser } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { parseQuery } from '../http/validate.ts';

export const statisticsRoutes = new Hono<AppEnv>();

/** GET /user/statistics?period=…: the member's booked past classes in the period. */
statisticsRoutes.get('/user/statistics', async (c) => {
  const claims = requireUser(c);
  const { period } = parseQuery(c, StatisticsQuery);
  return c.json(
    await memberStatistics(c.get('db'), c.get('tenant'), claims.clientId, period, c.get('now')(), await labelsFor(c)),
  );
});

/** GET /trainer/statistics?period=…: the trainer's held classes in the period. */
statisticsRoutes.get('/trainer/statistics', async (c) => {
  const claims = requireTrainer(c);
  const { period } = parseQuery(c, StatisticsQuery);
  return c.json(
    await trainerStatistics(
      c.get('db'),
      c.get('tenant'),
      claims.trainerId,
      period,
      c.get('now')(),
      await labelsFor(c),
      c.get('statisticsParts').held,
    ),
  );
});

/** GET /trainer/statistics/personal-trainings?from&to: the sums of the trainer's personal trainings, and per client. */
statisticsRoutes.get('/trainer/statistics/personal-trainings', async (c) => {
  const claims = requireTrainer(c);
  const range = parseQuery(c, PersonalTrainingsQuery);
  if (range.to > addDays(range.from, 366)) throw new ApiError(400, 'invalidInput');
  return c.json(
    await personalTrainingStatistics(
      c.get('db'),
      c.get('tenant'),
      claims.trainerId,
      range,
      c.get('now')(),
      c.get('statisticsParts').personal,
    ),
  );
});

/** GET /trainer/statistics/personal-trainings/list?from&to&cursor&limit: a page of those trainings, the latest first. */
statisticsRoutes.get('/trainer/statistics/personal-trainings/list', async (c) => {
  const claims = requireTrainer(c);
  const { from, to, cursor, limit } = parseQuery(c, PersonalTrainingListQuery);
  if (to > addDays(from, 366)) throw new ApiError(400, 'invalidInput');
  const after = decodeCursor(cursor, PersonalTrainingKey);
  return c.json(
    await personalTrainingPage(
      c.get('db'),
      c.get('tenant'),
      claims.trainerId,
      { from, to, after, limit },
      await labelsFor(c),
    ),
  );
});
