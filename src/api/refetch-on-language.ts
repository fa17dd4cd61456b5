import { subscribe } from 'valtio';
import { languageState } from '../state/language.ts';
import { queryClient } from './query-client.ts';

/**
 * The server names a club's cards, packages, articles and vouchers in the request's language
 * (Accept-Language), so a language change refetches what is on screen; cached answers stay as a
 * fallback until the new ones arrive (offline, the door keeps working).
 */
export function refetchOnLanguageChange(): () => void {
  let current = languageState.language;
  return subscribe(languageState, () => {
    if (languageState.language === current) return;
    current = languageState.language;
    void queryClient.invalidateQueries();
  });
}
