import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it('knows an unreachable or restarting PostgreSQL', () => {
    expect(isConnectionFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionFailure(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
    expect(isConnectionFailure(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionFailure(withCode('57P03', 'the database system is shutting down'))).toBe(true);
    expect(isConnectionFailure(withCode('08006'))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves statement errors alone', () => {
    expect(isConnectionFailure(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isConnectionFailure(withCode('22P02', 'invalid input syntax'))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });
});
