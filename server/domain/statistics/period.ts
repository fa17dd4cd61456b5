import type { StatisticsPeriod } from '../../../src/api/contract/statistics.ts';
import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays, startOfMonth } from '../../../src/common/calendar.ts';

export type DateRange = { from: string; to: string };

/**
 * docs/behaviour.md#constants-and-limits periods, as inclusive calendar dates ending today: the current month, the previous
 * 30 days, or "active": since the start of the member's earliest contract still valid (a year
 * when there is none; trainers have no contract, so a year for them too).
 */
export async function periodRange(
  db: Db,
  tenant: TenantId,
  period: StatisticsPeriod,
  today: string,
  userId?: number,
): Promise<DateRange> {
  if (period === 'month') return { from: startOfMonth(today), to: today };
  if (period === 'last30') return { from: addDays(today, -30), to: today };
  const rows =
    userId === undefined
      ? []
      : await db.query<{ start: string | null }>(
          `SELECT min(created_date)::text AS start FROM contracts
           WHERE tenant = $1 AND user_id = $2 AND (end_date IS NULL OR end_date >= $3::date) AND created_date <= $3::date`,
          [tenant, userId, today],
        );
  return { from: rows[0]?.start ?? addDays(today, -365), to: today };
}
