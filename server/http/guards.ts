import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { SessionClaims } from '../../src/api/contract/account.ts';
import { ApiError } from '../domain/api-error.ts';

export type TrainerClaims = SessionClaims & { trainerId: number };

/**
 * Anyone signed in to this tenant: a person's login, or an integration's API key with its scopes' claims (the
 * auth middleware already checked the token's signature, expiry and audience, or the key's hash and club).
 */
export function requireCaller(c: Context<AppEnv>): SessionClaims {
  const claims = c.get('claims');
  if (!claims) throw new ApiError(401, 'unauthorized');
  return claims;
}

/** A person acting for themself (their card, bookings, profile): an API key is nobody's, so 403. */
export function requireUser(c: Context<AppEnv>): SessionClaims {
  const claims = requireCaller(c);
  if (c.get('apiKey')) throw new ApiError(403, 'actionNotAllowed');
  return claims;
}

/** A trainer person, for their own classes and statistics. */
export function requireTrainer(c: Context<AppEnv>): TrainerClaims {
  const claims = requireUser(c);
  const { trainerId } = claims;
  if (trainerId === null) throw new ApiError(403, 'actionNotAllowed');
  return { ...claims, trainerId };
}

export function requireAdmin(c: Context<AppEnv>): SessionClaims {
  const claims = requireCaller(c);
  if (!claims.isAdmin) throw new ApiError(403, 'actionNotAllowed');
  return claims;
}

/** The user's id in the users table (the token's subject). */
export function userIdOf(claims: SessionClaims): number {
  return claims.clientId;
}

/** Who did it, for a row's `…_by` (a user): null when an API key did (the audit log names the key). */
export function actingUserId(c: Context<AppEnv>, claims: SessionClaims): number | null {
  return c.get('apiKey') ? null : claims.clientId;
}
