import { i18n, type Messages } from '@lingui/core';
import { subscribe } from 'valtio';
import type { Language } from '../api/contract/tenant.ts';
import { languageState } from '../state/language.ts';

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalog in two parts (scripts/vite-split-catalogs.ts), each its own chunk loaded only when
 * used: the first screens' texts (src/i18n/first-screens.ts), which every page loads before its first render,
 * and the rest, which the first other route loads before it renders (routes/__root.tsx).
 */
const firstPart: Record<Language, Catalog> = {
  et: () => import('../../locales/et/messages.po?first'),
  en: () => import('../../locales/en/messages.po?first'),
  lv: () => import('../../locales/lv/messages.po?first'),
};
const restPart: Record<Language, Catalog> = {
  et: () => import('../../locales/et/messages.po?rest'),
  en: () => import('../../locales/en/messages.po?rest'),
  lv: () => import('../../locales/lv/messages.po?rest'),
};

/** Once a screen needed the rest of the catalog, every language activated after it loads both parts. */
let restWanted = false;
/** Every language's messages loaded so far (both parts merged). */
const loaded: Partial<Record<Language, Messages>> = {};
/** The latest activation: an earlier one that ends after it gives way. */
let latest: { language: Language; done: Promise<void> } | null = null;

function remember(language: Language, messages: Messages): Messages {
  return (loaded[language] = { ...loaded[language], ...messages });
}

/** The language's parts the page needs; the rest too when it is wanted before the first part arrives. */
async function fetchParts(language: Language): Promise<Messages> {
  const rest = restWanted ? restPart[language]() : undefined;
  const { messages } = await firstPart[language]();
  if (!restWanted) return messages;
  return { ...messages, ...(await (rest ?? restPart[language]())).messages };
}

/** Loads the language's catalog (the parts needed so far) and shows every text in it at once (docs/behaviour.md#sessions-accounts-and-states). */
export function activateLanguage(language: Language): Promise<void> {
  if (latest?.language === language) return latest.done;
  if (latest === null && i18n.locale === language) return Promise.resolve();
  const token = { language, done: Promise.resolve() };
  token.done = (async () => {
    const messages = await fetchParts(language);
    if (latest !== token) return latest?.done; // a later choice won; its activation is the one to wait for
    latest = null;
    i18n.loadAndActivate({ locale: language, messages: remember(language, messages) });
    document.documentElement.lang = language;
  })().catch((error: unknown) => {
    if (latest === token) latest = null;
    throw error;
  });
  latest = token;
  return token.done;
}

/**
 * Loads the rest of the catalog for the language on screen (or being switched to), before a route other than
 * the first screens renders; from then on a language change loads both parts.
 */
export async function loadRestOfCatalog(): Promise<void> {
  restWanted = true;
  const activating = latest;
  // Before the first activation (main.tsx) there is nothing to add to: it loads both parts now.
  const language = (activating?.language ?? i18n.locale) as Language | undefined;
  if (language !== undefined && !activating) {
    const { messages } = await restPart[language]();
    remember(language, messages);
    if (i18n.locale === language) i18n.load(language, messages);
  }
  // A language being activated fetches the rest itself (restWanted is set): its texts are ready once it is.
  await latest?.done;
}

/** Applies every language change at once (docs/behaviour.md#sessions-accounts-and-states). */
export function watchLanguage(): () => void {
  return subscribe(languageState, () => {
    void activateLanguage(languageState.language);
  });
}

export { i18n };
