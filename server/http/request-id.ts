import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * A proxy's or client's own id is kept so one request can be followed across systems; anything else (too
 * long, or characters that could forge log lines or headers) is replaced, so an id is always safe to log.
 */
const saneId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Names each request (X-Request-Id, incoming when sane, else a new UUID) and sends the name back. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && saneId.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  await next();
  // In place, as security-headers.ts sets its own: Hono's c.header copies a finished response on every call.
  try {
    c.res.headers.set('X-Request-Id', id);
  } catch {
    // a response with immutable headers (e.g. from fetch or Response.redirect): Hono copies it
    c.header('X-Request-Id', id);
  }
};
