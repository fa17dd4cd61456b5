import type { Translations } from './label-cache.ts';

/** Turns a club's stored label into the request's language; an untranslated label stays as stored. */
export type Localize = (label: string) => string;

/** Turns stored labels into `language` with translations read by LabelCache. */
export function localizeWith(translations: Translations): Localize {
  return (label) => translations.get(label) ?? label;
}
