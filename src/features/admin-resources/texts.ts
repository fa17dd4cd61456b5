import { useSyncExternalStore } from 'react';
import type { Messages } from '@lingui/core';
import { i18n } from '../../i18n/i18n.ts';
import type { Language } from '../../api/contract/tenant.ts';

/**
 * The texts of the rooms and trainers screens are a catalog of their own (lingui.config.ts), loaded
 * with these screens: the first visit's catalog has no room for an admin's forms (`npm run size`).
 * The app's language switch replaces the active catalog, so every change of it loads ours again.
 */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  et: () => import('../../../locales/et/admin-resources.po'),
  en: () => import('../../../locales/en/admin-resources.po'),
  lv: () => import('../../../locales/lv/admin-resources.po'),
};

const loaded = new Map<string, Messages>();

const isLanguage = (locale: string): locale is Language => Object.hasOwn(loaders, locale);

function present(locale: string): boolean {
  const messages = loaded.get(locale);
  const marker = messages && Object.keys(messages)[0];
  return marker !== undefined && i18n.locale === locale && Object.hasOwn(i18n.messages, marker);
}

/** Adds this feature's texts to the active language's catalog (once per switch). */
export async function loadResourceTexts(): Promise<void> {
  const locale = i18n.locale;
  if (!isLanguage(locale) || present(locale)) return;
  const messages = loaded.get(locale) ?? (await loaders[locale]()).messages;
  loaded.set(locale, messages);
  if (i18n.locale === locale && !present(locale)) i18n.load(locale, messages);
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', () => {
    void loadResourceTexts();
    onChange();
  });
}

/** True once this feature's texts are in the active catalog; re-renders after a language switch. */
export function useResourceTexts(): boolean {
  return useSyncExternalStore(subscribe, () => present(i18n.locale));
}
