import type { Language } from '../../../src/api/contract/tenant.ts';

/**
 * The manifest's own words per language: its shortcuts carry the menu's names for the same pages
 * (locales/<language>/messages.po `menu.timetable`, `menu.entry`; install-texts.test.ts keeps them equal),
 * so a long press on the home-screen icon reads as the app's menu does.
 */
export const installTexts: Record<Language, { timetable: string; entry: string; description: string }> = {
  et: {
    timetable: 'Tunniplaan',
    entry: 'Sisene klubisse',
    description: 'Tunniplaan, broneeringud, lepingud ja sissepääsukoodid',
  },
  en: { timetable: 'Timetable', entry: 'Enter the gym', description: 'Timetable, bookings, contracts and entry codes' },
  lv: {
    timetable: 'Grafiks',
    entry: 'Ieeja klubā',
    description: 'Nodarbību grafiks, rezervācijas, līgumi un ieejas kodi',
  },
};
