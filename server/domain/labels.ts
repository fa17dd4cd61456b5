import type { Context } from 'hono';
import { Language, languageOfHost } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';
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

/**
 * Loads the club's translations of `labels` for the request's language in one query, and marks the
 * response as varying by language so no cache hands one language's answer to another.
 */
export async function labelsFor(c: Context<AppEnv>, labels: readonly string[]): Promise<Localize> {
  c.header('Vary', 'Accept-Language', { append: true });
  const wanted = [...new Set(labels)];
  if (wanted.length === 0) return (label) => label;
  const rows = await c.var.db.query<{ label: string; translation: string }>(
    'SELECT label, translation FROM label_translations WHERE tenant = $1 AND language = $2 AND label = ANY($3::text[])',
    [c.var.tenant, requestLanguage(c), wanted],
  );
  const translations = new Map(rows.map((row) => [row.label, row.translation]));
  return (label) => translations.get(label) ?? label;
}
