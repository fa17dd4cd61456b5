import type { Context } from 'hono';
import { Language, languageOfHost } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';
import type { Translations } from './label-cache.ts';
import { requestHost } from './request-info.ts';

/**
 * The language a request wants: the app sends its own in Accept-Language (DESIGN.md §3); a caller
 * without it gets the language of the host (SPEC.md §1). Only the first preference counts: the app
 * sends exactly one.
 */
export function requestLanguage(c: Context<AppEnv>): Language {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase().slice(0, 2);
  return Language.options.find((language) => language === first) ?? languageOfHost(requestHost(c));
}

/** Turns a club's stored label into the request's language; an untranslated label stays as stored. */
export type Localize = (label: string) => string;

/** Marks the response as varying by language, so no cache hands one language's answer to another. */
export function varyByLanguage(c: Context<AppEnv>): void {
  c.header('Vary', 'Accept-Language', { append: true });
}

/** Turns stored labels into `language` with translations read by LabelCache. */
export function localizeWith(translations: Translations): Localize {
  return (label) => translations.get(label) ?? label;
}

/** The club's translations for the request's language (kept per tenant and language, see LabelCache). */
export async function labelsFor(c: Context<AppEnv>): Promise<Localize> {
  varyByLanguage(c);
  return localizeWith(await c.var.labelCache.translations(c.var.db, c.var.tenant, requestLanguage(c)));
}
