import { proxy } from 'valtio';

/*
 * Whether the app can reach its server, as the app lives it: the browser's online flag AND the outcome
 * of the app's own requests (http.ts reports each one). A request that fails to connect or times out
 * marks the server unreachable; any answer (even an error status) marks it reachable again. While
 * unreachable a light probe re-checks with a growing pause (backoff), so the status clears by itself.
 */
export const connectivityState = proxy({
  /** navigator.onLine, kept in step by the browser's online/offline events. */
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** The last request to the server got an answer (none made yet counts as reachable). */
  serverReachable: true,
});

/** Reachable: the browser says online and the server answered the last request. */
export function isReachable(): boolean {
  return connectivityState.browserOnline && connectivityState.serverReachable;
}

/** First re-check after a failure, then doubling up to the ceiling. */
export const RECHECK_FIRST_MS = 2_000;
export const RECHECK_MAX_MS = 60_000;

let probe: (() => Promise<unknown>) | null = null;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
/** A re-check is waiting: further failures (the screen's other reads) do not push it back or grow the pause. */
let recheckPending = false;
let recheckDelay = RECHECK_FIRST_MS;
const recoveryListeners = new Set<() => void>();

/** The request a re-check makes (a cheap GET of the server; set by http.ts, which knows how to call). */
export function setReachabilityProbe(request: () => Promise<unknown>): void {
  probe = request;
}

/** Runs `listener` each time the server becomes reachable again; returns the unsubscribe. */
export function onReachableAgain(listener: () => void): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

function scheduleRecheck(): void {
  if (recheckPending || !probe || !connectivityState.browserOnline) return;
  const delay = recheckDelay;
  recheckDelay = Math.min(recheckDelay * 2, RECHECK_MAX_MS);
  recheckPending = true;
  recheckTimer = setTimeout(() => {
    recheckPending = false;
    // The probe's own outcome is reported like any request's (reportAnswer / reportNoAnswer).
    void probe?.().catch(() => {});
  }, delay);
}

/** A request got an HTTP answer: the server is there. */
export function reportAnswer(): void {
  clearTimeout(recheckTimer);
  recheckPending = false;
  recheckDelay = RECHECK_FIRST_MS;
  if (connectivityState.serverReachable) return;
  connectivityState.serverReachable = true;
  for (const listener of [...recoveryListeners]) listener();
}

/** A request could not connect or timed out: unreachable until an answer comes; re-check later. */
export function reportNoAnswer(): void {
  connectivityState.serverReachable = false;
  scheduleRecheck();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    connectivityState.browserOnline = true;
    // Back on a network: check at once whether the server is there too.
    recheckDelay = RECHECK_FIRST_MS;
    if (!connectivityState.serverReachable) void probe?.().catch(() => {});
  });
  window.addEventListener('offline', () => {
    connectivityState.browserOnline = false;
    // Nothing to re-check without a network: the online event checks at once.
    clearTimeout(recheckTimer);
    recheckPending = false;
  });
}
