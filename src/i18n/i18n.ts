import { i18n, type Messages } from '@lingui/core';
import { subscribe } from 'valtio';
import type { Language } from '../api/contract/tenant.ts';
import { languageState } from '../state/language.ts';

/** Each catalog is its own chunk, compiled by @lingui/vite-plugin and loaded only when used. */
const catalogLoaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  et: () => import('../../locales/et/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  lv: () => import('../../locales/lv/messages.po'),
};

export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await catalogLoaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/** Applies every language change at once (SPEC.md §4). */
export function watchLanguage(): () => void {
  return subscribe(languageState, () => {
    void activateLanguage(languageState.language);
  });
}

export { i18n };
