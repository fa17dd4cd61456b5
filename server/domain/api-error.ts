import type { ErrorKey } from '../../src/api/contract/errors.ts';

/** Thrown anywhere in a request; app.onError answers `{ errors: [key], code: status }`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500,
    readonly key: ErrorKey,
  ) {
    super(key);
  }
}

/** A form's field-rule failure: 400 `{ errors: ['invalidInput', '<field>.<key>', …] }`. */
export class FormError extends ApiError {
  constructor(readonly fieldKeys: string[]) {
    super(400, 'invalidInput');
  }
}
