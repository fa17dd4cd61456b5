/*
 * Entry-code validity, shared by the entry page and the service worker's door overlay (which judges
 * a stored snapshot by its own clock), so both order and mark the codes alike. The worker bundles this
 * file, so it imports nothing but the contract and src/common (docs/architecture.md#layers).
 */
import { deviceDay } from './calendar.ts';

/** An entry code is expired from the day after its `validUntil` (the device's day); without one it never expires. */
export function isEntryCodeExpired(validUntil: string | null | undefined, now = new Date()): boolean {
  return typeof validUntil === 'string' && validUntil < deviceDay(now);
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

/**
 * The cards shown largest: each person's first valid code, so a parent's card and each child's are the same size
 * at the door. A person's other codes, and expired ones, stay smaller.
 */
export function leadingCodes<T extends { validUntil?: string | null; holder?: string }>(
  codes: readonly T[],
  now = new Date(),
): ReadonlySet<T> {
  const leading = new Map<string | undefined, T>();
  for (const code of codes) {
    if (!leading.has(code.holder) && !isEntryCodeExpired(code.validUntil, now)) leading.set(code.holder, code);
  }
  return new Set(leading.values());
}
