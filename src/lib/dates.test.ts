import { afterEach, describe, expect, it } from 'vitest';
import { formatClassDay, formatDate, formatDayTitle, formatTimeRange } from './dates.ts';
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

describe('one format per purpose', () => {
  afterEach(() => {
    languageState.language = initialLanguage;
  });

  // Monday 24 November 2025, 18:30 in Tallinn (UTC+2).
  const start = '2025-11-24T16:30:00Z';
  const end = '2025-11-24T17:30:00Z';
  const zone = 'Europe/Tallinn';

  it('writes a class day, a day title and a class time range in the club zone', () => {
    languageState.language = 'en';
    expect(formatClassDay(start, zone)).toBe('Mon 24/11');
    expect(formatDayTitle(start, zone)).toBe('Monday 24 November');
    expect(formatTimeRange(start, end, zone)).toBe('18:30–19:30');
    languageState.language = 'et';
    expect(formatClassDay(start, zone)).toBe('E, 24.11');
    expect(formatDayTitle(start, zone)).toBe('esmaspäev, 24. november');
  });
});
