import * as v from 'valibot';
import { ErrorBody } from './contract/errors.ts';

/** docs/behaviour.md#calls-and-device-parameters failure kinds. */
export type FailureKind = 'fetch' | 'timeout' | 'parse' | 'http';

export class ApiFailure extends Error {
  readonly kind: FailureKind;
  readonly status: number | undefined;
  /** The server's first error key (docs/behaviour.md#validation-and-server-errors), or 'unknown'. */
  readonly key: string;
  /** With tooManyAttempts: the seconds the server asks to wait before trying again. */
  readonly retryAfterSeconds: number | undefined;
  /** The refusal's body as the server sent it, for the few that say more than their key (ScheduleRefusal). */
  readonly body: unknown;

  constructor(
    kind: FailureKind,
    options: { status?: number; key?: string; retryAfterSeconds?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(`API ${kind} failure${options.status ? ` ${options.status}` : ''}: ${options.key ?? 'unknown'}`, {
      cause: options.cause,
    });
    this.name = 'ApiFailure';
    this.kind = kind;
    this.status = options.status;
    this.key = options.key ?? 'unknown';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.body;
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

/**
 * docs/behaviour.md#validation-and-server-errors: a server error has a numeric status >= 400 and a data object with a list of
 * strings `errors` and a numeric `code` >= 400; its first string is the key, else 'unknown'.
 */
export function serverErrorKey(status: number, data: unknown): string | null {
  if (status < 400) return null;
  const result = v.safeParse(ErrorBody, data);
  if (!result.success) return null;
  return result.output.errors[0] ?? 'unknown';
}

/** The wait a refusal asks for: the body's `retryAfter`, else a Retry-After header in seconds. */
export function retryAfterSeconds(data: unknown, header: string | null): number | undefined {
  const result = v.safeParse(ErrorBody, data);
  if (result.success && result.output.retryAfter !== undefined) return result.output.retryAfter;
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : 0;
  return seconds > 0 ? seconds : undefined;
}
