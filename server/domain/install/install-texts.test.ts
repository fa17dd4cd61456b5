import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/api/contract/tenant.ts';
import { installTexts } from './install-texts.ts';

/** The translation of `id` in the app's catalog of `language`. */
function catalogText(language: string, id: string): string | undefined {
  const po = readFileSync(new URL(`../../../locales/${language}/messages.po`, import.meta.url), 'utf8');
  return new RegExp(`^msgid "${id.replaceAll('.', '\\.')}"\\nmsgstr "([^"]*)"`, 'm').exec(po)?.[1];
}

describe('installTexts', () => {
  it("names the shortcuts as the app's menu names their pages, in every language", () => {
    for (const language of languages) {
      expect(installTexts[language].timetable).toBe(catalogText(language, 'menu.timetable'));
      expect(installTexts[language].entry).toBe(catalogText(language, 'menu.entry'));
    }
  });
});
