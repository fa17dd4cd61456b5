import type { Language } from '../../../src/api/contract/tenant.ts';
import { dayAndTime } from '../push/push-text.ts';

export type NoticeClass = { clubName: string; trainingName: string; start: Date; timeZone: string };

/** Several classes of one series, as one person had them: the first of them and how many. */
export type NoticeSeries = { clubName: string; trainingName: string; starts: Date[]; timeZone: string };

export type NoticeKind = 'changed' | 'cancelled';

type Texts = Record<NoticeKind, (k: NoticeClass, when: string) => string> & {
  series: Record<NoticeKind, (k: NoticeSeries, count: number, from: string) => string>;
};

/**
 * A class's cancel or change, to everyone registered (the waiting list's own texts: waiting-sms-text.ts), in
 * the person's language (server/db/functions/member_language.sql), with the day and time as "24.11 18:30" in the
 * club's zone: the same digits in every language, no weekday name to translate. A change to several classes
 * of a series is one message per person, naming how many of their classes it touches.
 */
const texts: Record<Language, Texts> = {
  en: {
    cancelled: (k, when) => `${k.clubName}: ${k.trainingName} on ${when} is cancelled.`,
    changed: (k, when) => `${k.clubName}: ${k.trainingName} has changed, now on ${when}.`,
    series: {
      cancelled: (k, count, from) => `${k.clubName}: ${k.trainingName} is cancelled on ${count} dates from ${from}.`,
      changed: (k, count, from) => `${k.clubName}: ${k.trainingName} has changed on ${count} dates, now from ${from}.`,
    },
  },
  et: {
    cancelled: (k, when) => `${k.clubName}: tund ${k.trainingName}, ${when}, jääb ära.`,
    changed: (k, when) => `${k.clubName}: tund ${k.trainingName} on muutunud, nüüd ${when}.`,
    series: {
      cancelled: (k, count, from) => `${k.clubName}: tund ${k.trainingName} jääb ära ${count} korral alates ${from}.`,
      changed: (k, count, from) =>
        `${k.clubName}: tund ${k.trainingName} on muutunud ${count} korral, nüüd alates ${from}.`,
    },
  },
  lv: {
    cancelled: (k, when) => `${k.clubName}: nodarbība ${k.trainingName}, ${when}, ir atcelta.`,
    changed: (k, when) => `${k.clubName}: nodarbība ${k.trainingName} ir mainīta, tagad ${when}.`,
    series: {
      cancelled: (k, count, from) =>
        `${k.clubName}: nodarbība ${k.trainingName} ir atcelta ${count} reizes no ${from}.`,
      changed: (k, count, from) =>
        `${k.clubName}: nodarbība ${k.trainingName} ir mainīta ${count} reizes, tagad no ${from}.`,
    },
  },
};

/** The SMS about one class cancelled or changed. */
export function classNoticeText(language: Language, kind: NoticeKind, k: NoticeClass): string {
  return texts[language][kind](k, dayAndTime(k.start, k.timeZone));
}

/** The SMS about several classes of a series, from the first of them. */
export function seriesNoticeText(language: Language, kind: NoticeKind, k: NoticeSeries): string {
  return texts[language].series[kind](k, k.starts.length, dayAndTime(k.starts[0]!, k.timeZone));
}
