/** The same card seen again within this time does not act twice (docs/behaviour.md#screens-and-routes scanner). */
export const REPEAT_WINDOW_MS = 4000;

/**
 * Lets a code through unless the same code was seen within the last few seconds. Every sighting
 * counts, so a card held in front of the camera acts once, and again only after it was away.
 */
export function createRepeatGuard(windowMs = REPEAT_WINDOW_MS, now: () => number = () => Date.now()) {
  let last: { code: string; at: number } | null = null;
  return (code: string): boolean => {
    const at = now();
    const repeated = last !== null && last.code === code && at - last.at < windowMs;
    last = { code, at };
    return !repeated;
  };
}
