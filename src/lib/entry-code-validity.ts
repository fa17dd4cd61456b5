/*
 * Entry-code validity, shared by the entry page and the service worker's door overlay (which judges
 * a stored snapshot by its own clock), so both order and mark the codes alike. No imports: the worker
 * bundles this file.
 */

/** The device's calendar date as YYYY-MM-DD, to compare with an entry code's `validUntil`. */
function localDate(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An entry code is expired from the day after its `validUntil`; without one it never expires. */
export function isEntryCodeExpired(validUntil: string | null | undefined, now = new Date()): boolean {
  return typeof validUntil === 'string' && validUntil < localDate(now);
}

/**
 * The codes in the order the door wants them: the valid ones first (the first of them is the current
 * card, shown largest), expired ones last; otherwise as given.
 */
export function doorOrder<T extends { validUntil?: string | null }>(codes: readonly T[], now = new Date()): T[] {
  const valid = codes.filter((code) => !isEntryCodeExpired(code.validUntil, now));
  const expired = codes.filter((code) => isEntryCodeExpired(code.validUntil, now));
  return [...valid, ...expired];
}
