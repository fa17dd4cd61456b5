/** The device's calendar date as YYYY-MM-DD, to compare with an entry code's `validUntil`. */
function localDate(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An entry code is expired from the day after its `validUntil`; without one it never expires. */
export function isEntryCodeExpired(validUntil: string | null, now = new Date()): boolean {
  return validUntil !== null && validUntil < localDate(now);
}
