import * as v from 'valibot';
import { Id } from './id.ts';
import { PageQueryEntries, pageOf } from './paging.ts';
import { IsoDate, IsoInstant } from './wire-formats.ts';

import { StatisticsPeriod } from './statistics-period.ts';

export { StatisticsPeriod };

/** GET /user/statistics?period=… and GET /trainer/statistics?period=… (default 'month'). */
export const StatisticsQuery = v.object({ period: v.optional(StatisticsPeriod, 'month') });

export const TrainingType = v.picklist(['group', 'gym', 'other', 'personal', 'pool']);
export type TrainingType = v.InferOutput<typeof TrainingType>;

export const StyleCount = v.object({ styleId: Id, name: v.string(), color: v.string(), count: v.number() });
export const TypeCount = v.object({ type: TrainingType, count: v.number() });

export const FavouriteClub = v.object({
  clubId: Id,
  name: v.string(),
  visits: v.number(),
  lastVisit: IsoInstant,
});

/** GET /user/statistics: the member's visits (attended, non-cancelled classes) in the period. */
export const ClientStatistics = v.object({
  period: StatisticsPeriod,
  from: IsoDate,
  to: IsoDate,
  byStyle: v.array(StyleCount),
  byType: v.array(TypeCount),
  favouriteClub: v.nullable(FavouriteClub),
  totals: v.object({ bookings: v.number(), attendance: v.number() }),
});
export type ClientStatistics = v.InferOutput<typeof ClientStatistics>;

/** GET /trainer/statistics: the trainer's classes (not cancelled) that started in the period. */
export const TrainerStatistics = v.object({
  period: StatisticsPeriod,
  from: IsoDate,
  to: IsoDate,
  classes: v.number(),
  byStyle: v.array(StyleCount),
  byType: v.array(TypeCount),
  /** Distinct clients with a place, by gender. */
  maleCount: v.number(),
  femaleCount: v.number(),
  totals: v.object({ places: v.number(), bookings: v.number(), attendance: v.number() }),
});
export type TrainerStatistics = v.InferOutput<typeof TrainerStatistics>;

/** GET /trainer/statistics/personal-trainings?from&to (class start dates, inclusive, ≤ 1 year). */
export const PersonalTrainingsQuery = v.pipe(
  v.object({ from: IsoDate, to: IsoDate }),
  v.check((q) => q.from <= q.to, 'fromAfterTo'),
);
export type PersonalTrainingsQuery = v.InferInput<typeof PersonalTrainingsQuery>;

/**
 * GET /trainer/statistics/personal-trainings/list?from&to&cursor&limit (the same days): one page of
 * PersonalTrainingPage, the latest first.
 */
export const PersonalTrainingListQuery = v.pipe(
  v.object({ from: IsoDate, to: IsoDate, ...PageQueryEntries }),
  v.check((q) => q.from <= q.to, 'fromAfterTo'),
);

export const PersonalTraining = v.object({
  trainingId: Id,
  startDateTime: IsoInstant,
  name: v.string(),
  clubName: v.string(),
  roomName: v.string(),
  clientId: v.nullable(Id),
  clientName: v.nullable(v.string()),
  /** The client's booking (presence is changed on it); null for a session nobody booked. */
  registrationId: v.nullable(Id),
  presence: v.boolean(),
});
export type PersonalTraining = v.InferOutput<typeof PersonalTraining>;

export const PersonalTrainingStatistics = v.object({
  from: IsoDate,
  to: IsoDate,
  total: v.number(),
  /** Sessions started at or before now, and those still to come (docs/behaviour.md#records-and-local-state past / future). */
  past: v.number(),
  upcoming: v.number(),
  /** Past sessions the client attended. */
  attended: v.number(),
  /** Per client: how many personal trainings and how many attended. */
  byClient: v.array(v.object({ clientId: Id, name: v.string(), count: v.number(), attended: v.number() })),
});
export type PersonalTrainingStatistics = v.InferOutput<typeof PersonalTrainingStatistics>;

export const PersonalTrainingPage = pageOf(PersonalTraining);
export type PersonalTrainingPage = v.InferOutput<typeof PersonalTrainingPage>;
