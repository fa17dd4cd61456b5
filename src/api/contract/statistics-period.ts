import * as v from 'valibot';

/**
 * docs/behaviour.md#constants-and-limits: active (a member: since the start of the oldest contract still valid, else a year;
 * a trainer: the last year), current month (1st until today), previous 30 days (until today).
 * A module of its own: the statistics routes' search schemas (loaded with every page) need only this.
 */
export const StatisticsPeriod = v.picklist(['active', 'month', 'last30']);
export type StatisticsPeriod = v.InferOutput<typeof StatisticsPeriod>;
