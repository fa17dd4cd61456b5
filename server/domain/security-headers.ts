import type { MiddlewareHandler } from 'hono';

/**
 * No inline script anywhere; styles may be inline because Fluent UI (Griffel) injects them at
 * run time. Images may be data:/blob: URLs (QR codes, logos).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
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
].join('; ');

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', contentSecurityPolicy);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  c.header('Cross-Origin-Resource-Policy', 'same-origin');
  // The scanner needs the camera; nothing else does.
  c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  if (c.req.url.startsWith('https:')) c.header('Strict-Transport-Security', 'max-age=31536000');
};
