import { t } from '@lingui/core/macro';
import { addDays, dayInZone } from '../../common/calendar.ts';
import { formatDate } from '../../lib/dates.ts';

/** The day of a class as a member says it: today, tomorrow, else the weekday and date (in the club's zone). */
export function classDayText(start: string, timeZone: string, now: number = Date.now()): string {
  const day = dayInZone(start, timeZone);
  const today = dayInZone(now, timeZone);
  if (day === today) return t`Today`;
  if (day === addDays(today, 1)) return t`Tomorrow`;
  return formatDate(start, timeZone, { weekday: 'short', day: 'numeric', month: 'numeric' });
}
