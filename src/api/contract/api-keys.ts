import * as v from 'valibot';
import { Id, Instant } from './schedule.ts';

/**
 * API keys (issue 39): a service account per integration. Each scope lets the key do what one staff role may,
 * and nothing a person does for themself (a key has no card, bookings or profile):
 * - `timetable`: read the members' timetable (GET /user/schedule, /user/schedule/:id, /user/room/unit);
 * - `trainer`: classes' participants and presence, as registration staff (/trainer/registration/…, strikes);
 * - `admin`: everything the club's admin may.
 * docs/integrations.md describes them for integrators.
 */
export const apiKeyScopes = ['timetable', 'trainer', 'admin'] as const;
export const ApiKeyScope = v.picklist(apiKeyScopes);
export type ApiKeyScope = v.InferOutput<typeof ApiKeyScope>;

/** Every key's secret starts so, which tells it from a login's token (a JWT) without a database look-up. */
export const API_KEY_PREFIX = 'ck_';

/** POST /admin/api-keys: the integration's name and its scopes. */
export const ApiKeyBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('fieldRequired'), v.maxLength(100)),
  scopes: v.pipe(v.array(ApiKeyScope), v.minLength(1, 'fieldRequired'), v.maxLength(apiKeyScopes.length)),
});
export type ApiKeyBody = v.InferInput<typeof ApiKeyBody>;

/** A key as the admin sees it: never its secret after creation, only its first characters (`hint`). */
export const ApiKey = v.object({
  id: Id,
  name: v.string(),
  scopes: v.array(ApiKeyScope),
  /** the secret's first characters, e.g. `ck_Hq3v`, to tell keys apart */
  hint: v.string(),
  createdAt: Instant,
  lastUsedAt: v.nullable(Instant),
  revokedAt: v.nullable(Instant),
});
export type ApiKey = v.InferOutput<typeof ApiKey>;
export const ApiKeys = v.array(ApiKey);

/** The answer of creating a key: the secret, shown this once (only its hash is kept). */
export const ApiKeySecret = v.object({ key: ApiKey, secret: v.string() });
export type ApiKeySecret = v.InferOutput<typeof ApiKeySecret>;
