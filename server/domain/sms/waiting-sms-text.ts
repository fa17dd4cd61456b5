import type { Language } from '../../../src/api/contract/tenant.ts';
import { dayAndTime } from '../push/push-text.ts';
import type { NoticeClass } from './notice-text.ts';

/** What the waiting list texts a member: a place they now have, or one offered to accept by a deadline. */
export type WaitingSms = { kind: 'promoted' } | { kind: 'offered'; acceptBy: Date };

type Texts = {
  promoted: (k: NoticeClass, when: string) => string;
  offered: (k: NoticeClass, when: string, until: string) => string;
};

/**
 * In the member's language (server/db/functions/member_language.sql), with the day and time as "24.11 18:30" in the
 * club's zone: the same digits in every language, no weekday name to translate.
 */
const texts: Record<Language, Texts> = {
  en: {
    promoted: (k, when) => `${k.clubName}: you now have a place in ${k.trainingName} on ${when}.`,
    offered: (k, when, until) =>
      `${k.clubName}: a place in ${k.trainingName} on ${when} is offered to you. Accept it in the app by ${until}.`,
  },
  et: {
    promoted: (k, when) => `${k.clubName}: sul on nüüd koht tunnis ${k.trainingName}, ${when}.`,
    offered: (k, when, until) =>
      `${k.clubName}: sulle pakutakse kohta tunnis ${k.trainingName}, ${when}. Võta see rakenduses vastu kuni ${until}.`,
  },
  lv: {
    promoted: (k, when) => `${k.clubName}: Jums tagad ir vieta nodarbībā ${k.trainingName}, ${when}.`,
    offered: (k, when, until) =>
      `${k.clubName}: Jums piedāvā vietu nodarbībā ${k.trainingName}, ${when}. Pieņemiet to lietotnē līdz ${until}.`,
  },
};

export function waitingSmsText(language: Language, sms: WaitingSms, k: NoticeClass): string {
  const when = dayAndTime(k.start, k.timeZone);
  const t = texts[language];
  return sms.kind === 'offered' ? t.offered(k, when, dayAndTime(sms.acceptBy, k.timeZone)) : t.promoted(k, when);
}
