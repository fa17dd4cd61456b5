/**
 * SMS are written in English, for people: a named locale, not a machine value. Only the calendar module
 * may pass a literal locale to Intl (eslint.config.js); a day or time for code comes from there.
 */
const SMS_LOCALE = 'en-GB';

/** The class's local start as "Mon 24.11 18:30" in the club's time zone (SMS are short and plain). */
export function localStart(start: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(SMS_LOCALE, {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')}.${part('month')} ${part('hour')}:${part('minute')}`;
}

export type NoticeClass = { clubName: string; trainingName: string; start: Date; timeZone: string };

/** A class's cancel or change, to everyone registered (the waiting list's own texts: waiting-sms-text.ts). */
export const noticeTexts = {
  cancelled: (k: NoticeClass) => `${k.clubName}: ${k.trainingName} on ${localStart(k.start, k.timeZone)} is cancelled.`,
  changed: (k: NoticeClass) =>
    `${k.clubName}: ${k.trainingName} has changed, now on ${localStart(k.start, k.timeZone)}.`,
};

/** Several classes of one series, as one person had them: the first of them and how many. */
export type NoticeSeries = { clubName: string; trainingName: string; starts: Date[]; timeZone: string };

/** One notice per person for a change to several classes of a series (a member is not sent one per week). */
export const seriesNoticeTexts = {
  changed: (k: NoticeSeries) =>
    `${k.clubName}: ${k.trainingName} has changed on ${k.starts.length} dates, now from ${localStart(k.starts[0]!, k.timeZone)}.`,
  cancelled: (k: NoticeSeries) =>
    `${k.clubName}: ${k.trainingName} is cancelled on ${k.starts.length} dates from ${localStart(k.starts[0]!, k.timeZone)}.`,
};
