import type { SessionClaims } from '../api/contract/account.ts';

/*
 * Who may see and change a class's registrations (docs/behaviour.md#roles), one rule for the server's checks
 * and the app's screens, so the app never offers what the server refuses.
 */
type AccessClaims = Pick<SessionClaims, 'isAdmin' | 'canSeeRegistrations' | 'canManageRegistrations' | 'trainerId'>;

/** Admins, holders of canSeeRegistrations, the class's trainer. */
export function canSeeRegistrations(claims: AccessClaims, classTrainerId: number | null): boolean {
  return (
    claims.isAdmin || claims.canSeeRegistrations || (claims.trainerId !== null && claims.trainerId === classTrainerId)
  );
}

/** Admins, holders of canManageRegistrations, the class's trainer. */
export function canManageRegistrations(claims: AccessClaims, classTrainerId: number | null): boolean {
  return (
    claims.isAdmin ||
    claims.canManageRegistrations ||
    (claims.trainerId !== null && claims.trainerId === classTrainerId)
  );
}

/** Staff at all: anyone who could pass one of the checks above for some class. */
export function isRegistrationStaff(claims: AccessClaims): boolean {
  return claims.isAdmin || claims.canSeeRegistrations || claims.canManageRegistrations || claims.trainerId !== null;
}
