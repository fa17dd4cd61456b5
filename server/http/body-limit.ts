import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, deciding from the headers alone when they tell the size, as bodyLimit itself then does.
 * bodyLimit first reads `c.req.raw.body`, and for that @hono/node-server builds the whole fetch Request
 * (a body stream and an abort signal) of every API call, reads and bodiless writes (booking) included:
 * a few per cent of a booking's CPU. A GET or HEAD has no body there; a body of unknown length (chunked,
 * or a test's Request without Content-Length) is still counted as it streams in, by bodyLimit.
 */
export function limitBodies(maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    }
    return counted(c, next);
  };
}
