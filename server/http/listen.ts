import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

/**
 * Connections waiting to be accepted: a class opening brings a burst of members whose phones connect at
 * the same instant. Node's default (511) overflows first; beyond the queue, Linux drops the connection's
 * SYN and the phone tries again only after a second. The kernel caps it at net.core.somaxconn (4096 on
 * current Linux).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Idle keep-alive connections stay open longer than clients and proxies keep theirs (Node closes them after
 * 5 s): a client that reused one just as the server closed it got a reset instead of an answer.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The app on an HTTP server as main.ts runs it (the booking burst bench starts the same). */
export function listenApp(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  { port, hostname }: { port: number; hostname?: string },
  onListening?: (address: AddressInfo) => void,
): Server {
  const server = createAdaptorServer({ fetch, hostname }) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, () =>
    onListening?.(server.address() as AddressInfo),
  );
  return server;
}
