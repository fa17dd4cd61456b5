import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';

/** Methods whose requests cannot change anything and so carry no body worth checking. */
const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `application/json`, with or without parameters such as `; charset=utf-8`. */
export const isJsonMediaType = (contentType: string) => /^application\/json\s*(;|$)/i.test(contentType.trim());

const hasBody = (headers: { header(name: string): string | undefined }) => {
  const length = headers.header('content-length');
  return headers.header('transfer-encoding') !== undefined || (length !== undefined && length.trim() !== '0');
};

/**
 * CSRF defence: a browser sends a cross-site request without a CORS preflight only with a
 * "simple" content type (text/plain, form data). Every API body is JSON, so a writing request
 * that declares another type, or sends a body without declaring one, is refused with 415
 * before any route reads it. Bodiless writes (book, cancel, logout) need no type.
 */
export const jsonBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!readOnly.has(c.req.method)) {
    const contentType = c.req.header('content-type');
    const declared = contentType !== undefined && contentType.trim() !== '';
    if (declared ? !isJsonMediaType(contentType) : hasBody(c.req)) throw new ApiError(415, 'unsupportedMediaType');
  }
  await next();
};
