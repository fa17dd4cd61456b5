import { keyScopesFor } from '../domain/api-keys/key-access.ts';
import { paramNames, type Operation, type RefusalKey } from './operation.ts';

/**
 * The refusals every route of a kind may answer, besides its own (Operation.refusals): bad input, a
 * missing or foreign token, a role too low, an id of nothing (or of another club), limits of the HTTP
 * layer (server/app.ts), and the database being away.
 */
export function refusalsOf(op: Operation): Map<number, Set<RefusalKey>> {
  const refusals = new Map<number, Set<RefusalKey>>();
  const add = (status: number, ...keys: RefusalKey[]) => {
    const known = refusals.get(status) ?? new Set<RefusalKey>();
    for (const key of keys) known.add(key);
    refusals.set(status, known);
  };
  const writes = op.method !== 'GET';
  const hasIds = paramNames(op.pattern).length > 0;
  if (hasIds || op.query || op.body) add(400, 'invalidInput');
  // a bearer that is expired, forged or of another club is refused on every route but the account's
  if (!op.cookieAuth) add(401, 'unauthorized', 'apiKeyRevoked');
  if (op.minRole === 'trainer' || op.minRole === 'admin') add(403, 'actionNotAllowed');
  // an API key on a member's own route: a key is nobody
  if (op.minRole === 'member' && keyScopesFor(op.minRole, op.keyAccess).length === 0) add(403, 'actionNotAllowed');
  if (hasIds) add(404, 'itemNotFound');
  if (writes) add(413, 'payloadTooLarge');
  if (writes) add(415, 'unsupportedMediaType');
  if (op.throttled) add(429, 'tooManyAttempts');
  add(500, 'serverError');
  add(503, 'serviceUnavailable');
  for (const [status, keys] of Object.entries(op.refusals ?? {})) add(Number(status), ...(keys ?? []));
  return refusals;
}
