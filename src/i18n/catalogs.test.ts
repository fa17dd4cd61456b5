import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../api/contract/tenant.ts';

/** msgids whose msgstr is empty in a .po catalog (the header entry excluded). */
function missingTranslations(po: string): string[] {
  const missing: string[] = [];
  for (const entry of po.split(/\n\s*\n/)) {
    const id = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (!id || /^#~/m.test(entry)) continue;
    if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) missing.push(id);
  }
  return missing;
}

/** The first visit's catalog and the ones screens load with themselves (lingui.config.ts). */
const catalogNames = ['messages', 'admin-resources'];

describe.each(catalogNames)('catalog %s (SPEC.md §1: complete in et, en and lv)', (name) => {
  const catalogs = Object.fromEntries(languages.map((language) => [language, readFileSync(`locales/${language}/${name}.po`, 'utf8')]));

  it.each(languages)('%s has every message translated', (language) => {
    expect(missingTranslations(catalogs[language] ?? '')).toEqual([]);
  });

  it('every language has the same messages', () => {
    const ids = (po: string) => [...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]).sort();
    const [first, ...rest] = languages.map((language) => ids(catalogs[language] ?? ''));
    for (const other of rest) expect(other).toEqual(first);
  });
});
