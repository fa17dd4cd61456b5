import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/api-failure.ts';
import { isUnanswered } from './unknown-outcome.ts';

describe('isUnanswered', () => {
  it('a booking whose answer never came, or came from the proxy for a process that died, may have happened', () => {
    expect(isUnanswered(new ApiFailure('timeout'))).toBe(true);
    expect(isUnanswered(new ApiFailure('fetch'))).toBe(true);
    expect(isUnanswered(new ApiFailure('http', { status: 502 }))).toBe(true);
    expect(isUnanswered(new ApiFailure('http', { status: 504 }))).toBe(true);
  });

  it("the server's own answers are known outcomes", () => {
    expect(isUnanswered(new ApiFailure('http', { status: 409, key: 'noFreePlaces' }))).toBe(false);
    expect(isUnanswered(new ApiFailure('http', { status: 503, key: 'databaseUnavailable' }))).toBe(false);
    expect(isUnanswered(new ApiFailure('http', { status: 500 }))).toBe(false);
    expect(isUnanswered(new Error('other'))).toBe(false);
  });
});
