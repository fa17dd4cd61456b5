import * as v from 'valibot';
import { ErrorBody } from './contract/errors.ts';

/** SPEC.md §7 failure kinds. */
export type FailureKind = 'fetch' | 'timeout' | 'parse' | 'http';

export class ApiFailure extends Error {
  readonly kind: FailureKind;
  readonly status: number | undefined;
  /** The server's first error key (SPEC.md §5), or 'unknown'. */
  readonly key: string;
  /** Seconds the server asks to wait before trying again (Retry-After), when it says. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: FailureKind, options: { status?: number; key?: string; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(`API ${kind} failure${options.status ? ` ${options.status}` : ''}: ${options.key ?? 'unknown'}`, { cause: options.cause });
    this.name = 'ApiFailure';
    this.kind = kind;
    this.status = options.status;
    this.key = options.key ?? 'unknown';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/**
 * SPEC.md §5: a server error has a numeric status >= 400 and a data object with a list of
 * strings `errors` and a numeric `code` >= 400; its first string is the key, else 'unknown'.
 */
export function serverErrorKey(status: number, data: unknown): string | null {
  if (status < 400) return null;
  const result = v.safeParse(ErrorBody, data);
  if (!result.success) return null;
  return result.output.errors[0] ?? 'unknown';
}

/** Retry-After as delay-seconds (the form the API sends); an HTTP date or nonsense gives undefined. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
