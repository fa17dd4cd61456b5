import { apiKeyScopes, type ApiKeyScope } from '../../../src/api/contract/api-keys.ts';

/**
 * How a route treats API keys beyond its least role: `person` routes act for a person themself (a trainer's own
 * statistics, their card checks), so no key may call them; `timetable` routes of members read the timetable,
 * which any key may (the `timetable` scope exists for them).
 */
export type KeyAccess = 'person' | 'timetable';

type LeastRole = 'anonymous' | 'member' | 'trainer' | 'admin';

/**
 * The scopes whose keys a route answers, as guards.ts decides: open routes any key; a member's own routes
 * none (a key is nobody); staff routes the scopes of that role and above. The route matrix and the OpenAPI
 * document both read this.
 */
export function keyScopesFor(minRole: LeastRole, access?: KeyAccess): readonly ApiKeyScope[] {
  if (access === 'person') return [];
  if (minRole === 'anonymous' || access === 'timetable') return apiKeyScopes;
  if (minRole === 'member') return [];
  return minRole === 'trainer' ? ['trainer', 'admin'] : ['admin'];
}
