import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { isHttps } from './request-info.ts';

/** Everything but scripts. */
const otherSources = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * No inline script but those a page lists by their hash (the app's start, built-app.ts); styles may be
 * inline because Fluent UI (Griffel) injects them at run time. Images may be data:/blob: URLs (QR codes,
 * logos).
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  const scriptSources = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)];
  return ["default-src 'self'", `script-src ${scriptSources.join(' ')}`, ...otherSources].join('; ');
}

/** The same on every response, so built once. */
const everyResponse: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', contentSecurityPolicy()],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  // The scanner needs the camera; nothing else does.
  ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()'],
];
const overHttps: readonly (readonly [string, string])[] = [
  ...everyResponse,
  ['Strict-Transport-Security', 'max-age=31536000'],
];

/** A page that allows its own inline scripts sets its policy itself (static.ts). */
function isPagesOwn(headers: Headers, name: string): boolean {
  return name === 'Content-Security-Policy' && headers.has(name);
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // HSTS only means something over https; sent over http it would be ignored, or pin a host never meant for TLS.
  const wanted = isHttps(c) ? overHttps : everyResponse;
  try {
    // Hono's c.header copies a finished response on every call; the responses built here have
    // mutable headers, so they are set in place.
    const headers = c.res.headers;
    for (const [name, value] of wanted) if (!isPagesOwn(headers, name)) headers.set(name, value);
  } catch {
    // A response with immutable headers (e.g. from fetch or Response.redirect): Hono copies it.
    for (const [name, value] of wanted) if (!isPagesOwn(c.res.headers, name)) c.header(name, value);
  }
};
