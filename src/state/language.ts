import { proxy, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { Language, languageOfHost, languages } from '../api/contract/tenant.ts';
import { writeStored } from './persisted.ts';

/**
 * docs/behaviour.md#users-clubs-and-languages: the stored choice; an unsupported stored value gives the first supported language;
 * nothing stored → the host ending (.ee → et, .lv → lv, else en).
 */
export function detectLanguage(storedRaw: string | null, host: string): Language {
  if (storedRaw !== null) {
    let stored: unknown = storedRaw;
    try {
      stored = JSON.parse(storedRaw);
    } catch {
      // An older plain-string value is still a choice.
    }
    const result = v.safeParse(Language, stored);
    return result.success ? result.output : languages[0];
  }
  return languageOfHost(host);
}

function readStoredRaw(): string | null {
  try {
    return localStorage.getItem('language');
  } catch {
    return null;
  }
}

export const languageState = proxy({ language: detectLanguage(readStoredRaw(), location.host) });

/** Remembers an explicit choice; the i18n layer applies it (src/i18n/activate.ts). */
export function chooseLanguage(language: Language): void {
  languageState.language = language;
  writeStored('language', language);
}

export function useLanguage(): Language {
  return useSnapshot(languageState).language;
}
