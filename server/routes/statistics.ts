import { Hono } from 'hono';
import { PersonalTrainingsQuery, StatisticsQuery } from '../../src/api/contract/statistics.ts';
import { addDays } from '../../src/api/contract/calendar.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { memberStatistics } from '../domain/statistics/member-statistics.ts';
import { personalTrainingStatistics } from '../domain/statistics/personal-trainings.ts';
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
    await memberStatistics(c.var.db, c.var.tenant, claims.clientId, period, c.var.now(), await labelsFor(c)),
  );
});

/** GET /trainer/statistics?period=…: the trainer's held classes in the period. */
statisticsRoutes.get('/trainer/statistics', async (c) => {
  const claims = requireTrainer(c);
  const { period } = parseQuery(c, StatisticsQuery);
  return c.json(
    await trainerStatistics(c.var.db, c.var.tenant, claims.trainerId, period, c.var.now(), await labelsFor(c)),
  );
});

/** GET /trainer/statistics/personal-trainings?from&to: the trainer's personal trainings and their clients. */
statisticsRoutes.get('/trainer/statistics/personal-trainings', async (c) => {
  const claims = requireTrainer(c);
  const range = parseQuery(c, PersonalTrainingsQuery);
  if (range.to > addDays(range.from, 366)) throw new ApiError(400, 'invalidInput');
  return c.json(
    await personalTrainingStatistics(c.var.db, c.var.tenant, claims.trainerId, range, c.var.now(), await labelsFor(c)),
  );
});
