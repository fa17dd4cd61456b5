import type { EntryCode } from '../../api/contract/card.ts';

/**
 * With a family's codes on the page (issue 38), the member's own codes are named too, so that at the door each card
 * says whose it is ("Maris Lepp · Club card" beside "Lenna Lepp · Club card"). Alone, or before the member's name is
 * known, the codes stay as they come.
 */
export function ownCodesNamed(codes: readonly EntryCode[], ownName: string | undefined): readonly EntryCode[] {
  if (ownName === undefined || !codes.some((code) => code.holder !== undefined)) return codes;
  return codes.map((code) => (code.holder === undefined ? { ...code, holder: ownName } : code));
}
