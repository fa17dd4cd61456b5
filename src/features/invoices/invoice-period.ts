import * as v from 'valibot';
import { addMonths } from '../../common/calendar.ts';
import { IsoDate } from '../../api/contract/wire-formats.ts';

/** Search of /invoices: the invoice-date period; both optional, defaults in `periodOrDefault`. */
export const InvoicesSearch = v.object({
  from: v.optional(v.fallback(v.optional(IsoDate), undefined)),
  to: v.optional(v.fallback(v.optional(IsoDate), undefined)),
});
export type InvoicesSearch = v.InferOutput<typeof InvoicesSearch>;

/** `day` moved by whole years (29 February becomes 28 February). */
const shiftYears = (day: string, years: number) => addMonths(day, 12 * years);

/** The list's period: the search's dates, else the year up to today. */
export function periodOrDefault(search: InvoicesSearch, today: string): { from: string; to: string } {
  const to = search.to ?? today;
  const from = search.from ?? shiftYears(to, -1);
  return from <= to ? { from, to } : { from: to, to: from };
}
