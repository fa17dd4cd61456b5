/** The same card scanned again within this time does not act twice (SPEC.md §2 scanner). */
export const REPEAT_WINDOW_MS = 4000;

/** Lets a code through unless it is the one let through within the last few seconds. */
export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS, now: () => number = () => Date.now()) {
  let last: { code: string; at: number } | null = null;
  return (code: string): boolean => {
    const at = now();
    if (last && last.code === code && at - last.at < windowMs) return false;
    last = { code, at };
    return true;
  };
}
