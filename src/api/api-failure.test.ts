import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, serverErrorKey } from './api-failure.ts';

describe('docs/behaviour.md#validation-and-server-errors server-error rule', () => {
  it('takes the first error string when status and code are both 400 or more', () => {
    expect(serverErrorKey(409, { errors: ['noFreePlaces', 'other'], code: 409 })).toBe('noFreePlaces');
    expect(serverErrorKey(500, { errors: [], code: 500 })).toBe('unknown');
  });

  it('is no server error otherwise', () => {
    expect(serverErrorKey(200, { errors: ['x'], code: 400 })).toBeNull();
    expect(serverErrorKey(400, { errors: ['x'], code: 399 })).toBeNull();
    expect(serverErrorKey(400, { errors: ['x'], code: '400' })).toBeNull();
    expect(serverErrorKey(400, { errors: [1], code: 400 })).toBeNull();
    expect(serverErrorKey(400, 'Bad Request')).toBeNull();
    expect(serverErrorKey(400, undefined)).toBeNull();
  });
});

describe('the wait of a tooManyAttempts answer', () => {
  it('comes from the body, else from the Retry-After header in seconds', () => {
    expect(retryAfterSeconds({ errors: ['tooManyAttempts'], code: 429, retryAfter: 4 }, '9')).toBe(4);
    expect(retryAfterSeconds({ errors: ['tooManyAttempts'], code: 429 }, '120')).toBe(120);
    expect(
      retryAfterSeconds({ errors: ['tooManyAttempts'], code: 429 }, 'Wed, 21 Oct 2026 07:28:00 GMT'),
    ).toBeUndefined();
    expect(retryAfterSeconds(undefined, null)).toBeUndefined();
  });
});
