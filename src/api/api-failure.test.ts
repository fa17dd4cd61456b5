import { describe, expect, it } from 'vitest';
import { serverErrorKey } from './api-failure.ts';

describe('SPEC.md §5 server-error rule', () => {
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
