/**
 * A real club at scale 1 (issue #35): 10,000 members besides the demo ones, about 150 classes a week in
 * 20 rooms over three years, and a member's three years of invoices. `scale` shrinks members and history
 * together, so every table grows in proportion and a test can build a modest club of the same shape.
 */
export const FULL_MEMBERS = 10_000;
/** Days of history before today; with the two weeks ahead, about 23,500 classes at 150 a week. */
export const FULL_HISTORY_DAYS = 1082;
/** Classes are scheduled up to this many days ahead (the longest booking window is 14 days). */
export const DAYS_AHEAD = 13;
/** Monthly invoices per member, whatever the scale: a member's list is as long as a real member's. */
export const INVOICE_MONTHS = 36;

export type LargeSizes = { members: number; historyDays: number };

export function largeSizes(scale: number): LargeSizes {
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`scale must be a positive number, not ${scale}`);
  return {
    members: Math.max(40, Math.round(FULL_MEMBERS * scale)),
    historyDays: Math.max(7, Math.round(FULL_HISTORY_DAYS * scale)),
  };
}
