import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import { languageState } from '../state/language.ts';
import type { Language } from '../api/contract/tenant.ts';

const intlLocales: Record<Language, string> = { et: 'et-EE', en: 'en-GB', lv: 'lv-LV' };
const initialLanguage = languageState.language;

describe('calendar dates', () => {
  afterEach(() => {
    languageState.language = initialLanguage;
  });

  it.each(['et', 'en', 'lv'] as const)(
    'are written in %s as Intl writes them, on every day of several years',
    (language) => {
      languageState.language = language;
      const intl = new Intl.DateTimeFormat(intlLocales[language], {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
        const day = new Date(time).toISOString().slice(0, 10);
        expect(formatDate(day, 'UTC')).toBe(intl.format(new Date(time)));
      }
    },
  );

  it('are the UTC day of an instant, wherever the device is', () => {
    languageState.language = 'et';
    expect(formatDate('2026-11-24T23:30:00Z', 'UTC')).toBe('24.11.2026');
    expect(formatDate('2026-01-05T00:00:00Z', 'UTC')).toBe('5.1.2026');
  });
});
