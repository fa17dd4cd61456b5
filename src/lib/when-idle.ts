/**
 * Runs `task` when the browser is idle, within `timeout` ms at the latest. Safari has no requestIdleCallback
 * (none up to 18 at least), so there it runs after a task of its own (setTimeout), still after the current
 * work. Use this, not requestIdleCallback itself (eslint.config.js says so).
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  // eslint-disable-next-line no-restricted-globals -- the one guarded use
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 0);
}
