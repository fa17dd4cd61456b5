/** docs/behaviour.md#constants-and-limits update poll. */
export const UPDATE_POLL_MS = 30_000;
/** docs/behaviour.md#constants-and-limits hide-on-background delay before a waiting version is activated. */
export const ACTIVATE_WHEN_HIDDEN_MS = 3_000;
const MIN_POLL_MS = 500;
const storageKey = 'sw-poll';

function parseMs(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Math.max(MIN_POLL_MS, Number(value));
}

/**
 * The update poll: 30 s, unless a test build sets VITE_SW_POLL_MS or a test opens the page with
 * `?sw-poll=<ms>` (kept for the tab in sessionStorage, so it survives the update's own reload).
 */
export function updatePollMs(
  search: string,
  buildSetting: string | undefined,
  session: Pick<Storage, 'getItem' | 'setItem'>,
): number {
  const fromQuery = parseMs(new URLSearchParams(search).get(storageKey));
  if (fromQuery !== null) session.setItem(storageKey, String(fromQuery));
  return fromQuery ?? parseMs(session.getItem(storageKey)) ?? parseMs(buildSetting) ?? UPDATE_POLL_MS;
}
