import type { Context } from 'hono';
import { Language, languageOfHost } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';
import { localizeWith, type Localize } from '../domain/labels.ts';
import { requestHost } from './request-info.ts';

/**
 * The language a request wants: the app sends its own in Accept-Language (docs/architecture.md#data-flow); a caller
 * without it gets the language of the host (docs/behaviour.md#users-clubs-and-languages). Only the first preference counts: the app
 * sends exactly one.
 */
export function requestLanguage(c: Context<AppEnv>): Language {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2);
  return Language.options.find((language) => language === first) ?? languageOfHost(requestHost(c));
}

/** Marks the response as varying by language, so no cache hands one language's answer to another. */
export function varyByLanguage(c: Context<AppEnv>): void {
  c.header('Vary', 'Accept-Language', { append: true });
}

/** The club's translations for the request's language (kept per tenant and language, see LabelCache). */
export async function labelsFor(c: Context<AppEnv>): Promise<Localize> {
  varyByLanguage(c);
  return localizeWith(await c.get('labelCache').translations(c.get('db'), c.get('tenant'), requestLanguage(c)));
}
