/** Socket failures of the connection to PostgreSQL. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server going away or not taking connections: admin/crash shutdown, starting up, no slot free. */
const serverGoneCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a closed socket or a connect timeout by message only. */
const lostConnection = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

/**
 * Whether an error means "PostgreSQL is not reachable right now" rather than "this statement is
 * wrong": class 08 (connection exception), a shutdown, or a socket error (AggregateError when
 * several addresses were tried).
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (networkCodes.has(code) || serverGoneCodes.has(code) || code.startsWith('08')) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return error instanceof Error && lostConnection.test(error.message);
}
