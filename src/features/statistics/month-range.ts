import { endOfMonth, startOfMonth } from '../../common/calendar.ts';

/** The calendar month around `today` ('YYYY-MM-DD'), both ends inclusive. */
export function monthRange(today: string): { from: string; to: string } {
  return { from: startOfMonth(today), to: endOfMonth(today) };
}
