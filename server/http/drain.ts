import type { Server } from 'node:http';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections and resolves once every in-flight request has been answered, or after
 * `timeoutMs` with the stragglers' connections closed. Idle keep-alive connections are closed at once and
 * again as requests finish (Node closes only the ones idle at close()), so a client is never left holding a
 * connection to a server that is going away; it reconnects to another instance.
 */
export function drainServer(server: Server, timeoutMs = DRAIN_TIMEOUT_MS): Promise<{ timedOut: boolean }> {
  return new Promise((resolve) => {
    let timedOut = false;
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      timedOut = true;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve({ timedOut });
    });
    server.closeIdleConnections();
  });
}
