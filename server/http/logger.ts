import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from '../env.ts';

export type { Logger };

/**
 * One JSON line per event on stdout, for the operator's log collector. Info by default; silent under
 * NODE_ENV=test (test output stays readable) unless LOG_LEVEL asks for more.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** What an app built without a logger (tests, scripts) writes: nothing. */
export const silentLogger: Logger = pino({ level: 'silent' });
