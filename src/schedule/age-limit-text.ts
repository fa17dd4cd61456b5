import { t } from '@lingui/core/macro';
import type { Training } from '../api/contract/schedule.ts';

/** A class's age limits as parents read them ("Ages 4–7"), or null for a class for every age. */
export function ageLimitText({ minAge, maxAge }: Pick<Training, 'minAge' | 'maxAge'>): string | null {
  if (minAge != null && maxAge != null) {
    if (minAge === maxAge) return t`Age ${minAge}`;
    return t`Ages ${minAge}–${maxAge}`;
  }
  if (minAge != null) return t`Ages ${minAge} and up`;
  if (maxAge != null) return t`Ages up to ${maxAge}`;
  return null;
}
