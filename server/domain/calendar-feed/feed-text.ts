import type { Language } from '../../../src/api/contract/tenant.ts';

/** What the member's calendar says about a class, in the member's language (the app is not there to say it). */
export type FeedTexts = {
  calendarName: (brand: string) => string;
  calendarDescription: (brand: string) => string;
  /** The event's title: the class, and what the member has in it. */
  booked: (name: string) => string;
  waiting: (name: string) => string;
  cancelled: (title: string) => string;
  bookedLine: string;
  waitingLine: string;
  cancelledLine: string;
  trainer: (name: string) => string;
  openInApp: (url: string) => string;
};

export const feedTexts: Record<Language, FeedTexts> = {
  et: {
    calendarName: (brand) => `${brand}: minu tunnid`,
    calendarDescription: (brand) => `Tunnid, mille oled broneerinud või mille ootejärjekorras oled (${brand}).`,
    booked: (name) => name,
    waiting: (name) => `${name} (ootejärjekorras)`,
    cancelled: (title) => `Jääb ära: ${title}`,
    bookedLine: 'Oled broneerinud koha.',
    waitingLine: 'Oled ootejärjekorras. Äpp annab teada, kui saad koha.',
    cancelledLine: 'Klubi jättis selle tunni ära.',
    trainer: (name) => `Treener: ${name}`,
    openInApp: (url) => `Äpis: ${url}`,
  },
  en: {
    calendarName: (brand) => `${brand}: my classes`,
    calendarDescription: (brand) => `The classes you have booked or are on the waiting list for (${brand}).`,
    booked: (name) => name,
    waiting: (name) => `${name} (waiting list)`,
    cancelled: (title) => `Cancelled: ${title}`,
    bookedLine: 'You have a place.',
    waitingLine: 'You are on the waiting list. The app tells you when you get a place.',
    cancelledLine: 'The club has cancelled this class.',
    trainer: (name) => `Trainer: ${name}`,
    openInApp: (url) => `In the app: ${url}`,
  },
  lv: {
    calendarName: (brand) => `${brand}: manas nodarbības`,
    calendarDescription: (brand) =>
      `Nodarbības, kurās Jums ir rezervēta vieta vai kuru gaidīšanas sarakstā esat (${brand}).`,
    booked: (name) => name,
    waiting: (name) => `${name} (gaidīšanas sarakstā)`,
    cancelled: (title) => `Atcelts: ${title}`,
    bookedLine: 'Jums ir rezervēta vieta.',
    waitingLine: 'Jūs esat gaidīšanas sarakstā. Lietotne paziņos, kad saņemsiet vietu.',
    cancelledLine: 'Klubs šo nodarbību ir atcēlis.',
    trainer: (name) => `Treneris: ${name}`,
    openInApp: (url) => `Lietotnē: ${url}`,
  },
};
