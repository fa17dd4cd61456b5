import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
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

describe('catalogs (docs/behaviour.md#users-clubs-and-languages: complete in et, en and lv)', () => {
  const catalogs = Object.fromEntries(
    languages.map((language) => [language, readFileSync(`locales/${language}/messages.po`, 'utf8')]),
  );

  it.each(languages)('%s has every message translated', (language) => {
    expect(missingTranslations(catalogs[language] ?? '')).toEqual([]);
  });

  it('every language has the same messages', () => {
    const ids = (po: string) => [...po.matchAll(/^msgid "(.+)"$/gm)].map((match) => match[1]).sort();
    const [first, ...rest] = languages.map((language) => ids(catalogs[language] ?? ''));
    for (const other of rest) expect(other).toEqual(first);
  });
});

describe('the first screens’ part of the catalog (scripts/vite-split-catalogs.ts)', () => {
  it('holds the texts of the first screens and their modules, and no admin screen’s', async () => {
    const { firstScreenFiles, firstScreenIds } = await import('../../scripts/vite-split-catalogs.ts');
    const files = firstScreenFiles(process.cwd());
    expect(files).toContain('src/features/session/login-form.tsx');
    expect(files).toContain('src/shell/app-menu.tsx'); // lazily imported by the layout: still a first-screen text
    expect([...files].filter((file) => file.startsWith('src/features/admin/'))).toEqual([]);
    const first = await firstScreenIds('locales/et/messages.po', process.cwd());
    expect(first).toContain(generateMessageId('Log in'));
    expect(first).toContain('snackbar.unknown');
    expect(first).not.toContain(generateMessageId('Class changed')); // the admin's outbox
  });

  it('leaves the texts of modules that load the rest of the catalog themselves to the rest', async () => {
    const { firstScreenIds } = await import('../../scripts/vite-split-catalogs.ts');
    const { restCatalogModules } = await import('./first-screens.ts');
    const { readFileSync } = await import('node:fs');
    for (const file of restCatalogModules)
      expect(readFileSync(file, 'utf8'), file).toMatch(/^\s*await loadRestOfCatalog\(\);$/m);
    const first = await firstScreenIds('locales/lv/messages.po', process.cwd());
    expect(first).toContain(generateMessageId('Install the app')); // the menu's entry
    expect(first).not.toContain('install.stepsTitle'); // the iPhone's steps
    expect(first).toContain(generateMessageId('Not now')); // home's install card, which paints with home
  });
});
