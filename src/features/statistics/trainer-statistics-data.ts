import { todayInZone } from '../../common/calendar.ts';
import type { StatisticsPeriod } from '../../api/contract/statistics-period.ts';
import { deviceTimeZone } from '../../lib/dates.ts';
import { monthRange } from './month-range.ts';

/** What the trainer's statistics page reads for its search: the period (a month by default) and the days (this month by default). */
export function trainerStatisticsData(
  search: { period?: StatisticsPeriod | undefined; from?: string | undefined; to?: string | undefined },
  today = todayInZone(deviceTimeZone()),
) {
  return {
    period: search.period ?? 'month',
    range: search.from && search.to ? { from: search.from, to: search.to } : monthRange(today),
  };
}
