import * as v from 'valibot';
import { useLingui } from '@lingui/react';
import { CLUB_IDENTITY_ELEMENT_ID, ClubIdentity, Language } from '../api/contract/tenant.ts';

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

/** The club's title in `locale` (the app's language), or in English before a catalog is active. */
export function clubTitle(locale: string | undefined): string {
  const language = v.safeParse(Language, locale);
  return currentTenant.title[language.success ? language.output : 'en'];
}

/** The club's title in the page's language, following a change of language. */
export function useClubTitle(): string {
  return clubTitle(useLingui().i18n.locale);
}
