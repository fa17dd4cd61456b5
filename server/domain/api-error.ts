import type { ErrorKey } from '../../src/api/contract/errors.ts';

/** Thrown anywhere in a request; app.onError answers `{ errors: [key], code: status }`. */
export class ApiError extends Error {
  /** For 429: how long the client must wait, sent as `Retry-After` and `retryAfter` in the body. */
  readonly retryAfterSeconds: number | undefined;
  /** Fields the body carries beside `errors` and `code` (e.g. the clashing classes of a 409). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    readonly key: ErrorKey,
    options: { retryAfterSeconds?: number; details?: Record<string, unknown> } = {},
  ) {
    super(key);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }
}

/** A form's field-rule failure: 400 `{ errors: ['invalidInput', '<field>.<key>', …] }`. */
export class FormError extends ApiError {
  constructor(readonly fieldKeys: string[]) {
    super(400, 'invalidInput');
  }
}
