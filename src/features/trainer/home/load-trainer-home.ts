import { loadRestOfCatalog } from '../../../i18n/i18n.ts';

/**
 * The trainer's day for home's lazy slot. Its texts are in the rest of the catalog (src/i18n/first-screens.ts
 * restCatalogModules): a member's first visit downloads neither its code nor its words.
 */
export async function loadTrainerHome() {
  await loadRestOfCatalog();
  const module = await import('./trainer-home.tsx');
  return { default: module.TrainerHome };
}
