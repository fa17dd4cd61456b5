import * as v from 'valibot';
import { CLUB_IDENTITY_ELEMENT_ID, ClubIdentity } from '../api/contract/tenant.ts';

/*
 * The server writes the club of the page's host into its index.html (tenants/club-identity.ts), next to its
 * colour theme as CSS variables: the app ships no tenant registry and runs no theme code.
 */
function readClubIdentity(): ClubIdentity {
  const text = document.getElementById(CLUB_IDENTITY_ELEMENT_ID)?.textContent;
  const parsed = v.safeParse(ClubIdentity, text ? JSON.parse(text) : undefined);
  if (!parsed.success)
    throw new Error(`index.html has no valid #${CLUB_IDENTITY_ELEMENT_ID}: serve the app through its server`);
  return parsed.output;
}

/** The tenant never changes while a page lives: it is fixed by the host the app was opened from. */
export const currentTenant: ClubIdentity = readClubIdentity();

/** The current club's names and logos for the top bar and other screens. */
export function useTenant(): ClubIdentity {
  return currentTenant;
}
