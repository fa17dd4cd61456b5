import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { SessionClaims } from '../../src/api/contract/account.ts';
import { ApiError } from '../domain/api-error.ts';

export type TrainerClaims = SessionClaims & { trainerId: number };

/** A logged-in user of this tenant (the auth middleware already checked signature, expiry and audience). */
export function requireUser(c: Context<AppEnv>): SessionClaims {
  const claims = c.get('claims');
  if (!claims) throw new ApiError(401, 'unauthorized');
  return claims;
}

export function requireTrainer(c: Context<AppEnv>): TrainerClaims {
  const claims = requireUser(c);
  const { trainerId } = claims;
  if (trainerId === null) throw new ApiError(403, 'actionNotAllowed');
  return { ...claims, trainerId };
}

export function requireAdmin(c: Context<AppEnv>): SessionClaims {
  const claims = requireUser(c);
  if (!claims.isAdmin) throw new ApiError(403, 'actionNotAllowed');
  return claims;
}

/** The user's id in the users table (the token's subject). */
export function userIdOf(claims: SessionClaims): number {
  return claims.clientId;
}
