import type { StandingRefusal } from '../../../src/api/contract/standing.ts';
import type { Language } from '../../../src/api/contract/tenant.ts';
import { dayAndTime } from '../push/push-text.ts';

export type StandingNoticeKind = 'standingBooked' | 'standingWaiting' | 'standingRefused' | 'standingStopped';

/** What a standing booking's push says: the class it booked (or could not), and why not. */
export type StandingPushFacts = {
  kind: StandingNoticeKind;
  clubName: string;
  trainingName: string;
  start: Date;
  timeZone: string;
  refusal: StandingRefusal | null;
};

type Texts = {
  title: Record<StandingNoticeKind, (name: string) => string>;
  body: Record<Exclude<StandingNoticeKind, 'standingRefused'>, (name: string, when: string) => string>;
  refused: (name: string, when: string, why: string) => string;
  why: Record<StandingRefusal, string>;
};

/** Server-side like push-text.ts: the app is not running when a push arrives. */
const texts: Record<Language, Texts> = {
  et: {
    title: {
      standingBooked: (name) => `Broneeritud: ${name}`,
      standingWaiting: (name) => `Ootejärjekorras: ${name}`,
      standingRefused: (name) => `Ei saanud broneerida: ${name}`,
      standingStopped: (name) => `Iganädalane broneering lõppes: ${name}`,
    },
    body: {
      standingBooked: (name, when) => `Iganädalane broneering: said koha treeningul ${name}, ${when}.`,
      standingWaiting: (name, when) =>
        `Iganädalane broneering: treening ${name}, ${when}, on täis, oled ootejärjekorras.`,
      standingStopped: (name) =>
        `Iganädalane broneering treeningule ${name} lõppes, sest jätsid liiga mitu korda tulemata. Saad selle uuesti sisse lülitada.`,
    },
    refused: (name, when, why) => `Iganädalane broneering ei saanud kohta treeningul ${name}, ${when}: ${why}`,
    why: {
      accountNotActive: 'sinu konto ei ole aktiivne.',
      classCancelled: 'treening jääb ära.',
      bookingNotOpenYet: 'broneerimine ei ole veel avatud.',
      bookingClosed: 'broneerimine on suletud.',
      registeringLimitExceeded: 'sul on juba maksimaalne arv broneeringuid.',
      sameDayRegisteringLimitExceeded: 'sul on sel päeval juba maksimaalne arv broneeringuid.',
      sameTrainingTypePerDayLimitExceeded: 'sul on sel päeval juba seda tüüpi treening.',
      noFreePlaces: 'vabu kohti ei ole.',
      bookingBlocked: 'veebis broneerimine on sulle praegu peatatud.',
      ageNotAllowed: 'treening ei ole sinu vanusele.',
      standingPlacesTaken: 'iganädalastele broneeringutele mõeldud kohad on täis. Võid proovida broneerida käsitsi.',
    },
  },
  en: {
    title: {
      standingBooked: (name) => `Booked: ${name}`,
      standingWaiting: (name) => `On the waiting list: ${name}`,
      standingRefused: (name) => `Could not book: ${name}`,
      standingStopped: (name) => `Weekly booking stopped: ${name}`,
    },
    body: {
      standingBooked: (name, when) => `Your weekly booking got you a place in ${name}, ${when}.`,
      standingWaiting: (name, when) =>
        `Your weekly booking: ${name}, ${when}, is full, so you are on the waiting list.`,
      standingStopped: (name) =>
        `Your weekly booking of ${name} stopped after too many no-shows. You can turn it on again.`,
    },
    refused: (name, when, why) => `Your weekly booking could not get a place in ${name}, ${when}: ${why}`,
    why: {
      accountNotActive: 'your account is not active.',
      classCancelled: 'the class is cancelled.',
      bookingNotOpenYet: 'booking is not open yet.',
      bookingClosed: 'booking is closed.',
      registeringLimitExceeded: 'you already have as many bookings as allowed.',
      sameDayRegisteringLimitExceeded: 'you already have as many bookings that day as allowed.',
      sameTrainingTypePerDayLimitExceeded: 'you already have a class of this type that day.',
      noFreePlaces: 'there are no free places.',
      bookingBlocked: 'online booking is blocked for you for now.',
      ageNotAllowed: 'the class is not for your age group.',
      standingPlacesTaken: 'the places kept for weekly bookings are taken. You can still try to book by hand.',
    },
  },
  lv: {
    title: {
      standingBooked: (name) => `Rezervēts: ${name}`,
      standingWaiting: (name) => `Gaidīšanas sarakstā: ${name}`,
      standingRefused: (name) => `Neizdevās rezervēt: ${name}`,
      standingStopped: (name) => `Iknedēļas rezervācija apturēta: ${name}`,
    },
    body: {
      standingBooked: (name, when) => `Jūsu iknedēļas rezervācija Jums ieguva vietu nodarbībā ${name}, ${when}.`,
      standingWaiting: (name, when) =>
        `Jūsu iknedēļas rezervācija: nodarbība ${name}, ${when}, ir pilna, tāpēc esat gaidīšanas sarakstā.`,
      standingStopped: (name) =>
        `Jūsu iknedēļas rezervācija nodarbībai ${name} apturēta, jo pārāk bieži neieradāties. Varat to ieslēgt no jauna.`,
    },
    refused: (name, when, why) => `Jūsu iknedēļas rezervācija neieguva vietu nodarbībā ${name}, ${when}: ${why}`,
    why: {
      accountNotActive: 'Jūsu konts nav aktīvs.',
      classCancelled: 'nodarbība ir atcelta.',
      bookingNotOpenYet: 'rezervēšana vēl nav atvērta.',
      bookingClosed: 'rezervēšana ir slēgta.',
      registeringLimitExceeded: 'Jums jau ir atļautais rezervāciju skaits.',
      sameDayRegisteringLimitExceeded: 'Jums tajā dienā jau ir atļautais rezervāciju skaits.',
      sameTrainingTypePerDayLimitExceeded: 'Jums tajā dienā jau ir šāda veida nodarbība.',
      noFreePlaces: 'brīvu vietu nav.',
      bookingBlocked: 'tiešsaistes rezervēšana Jums pašlaik ir bloķēta.',
      ageNotAllowed: 'nodarbība nav paredzēta Jūsu vecumam.',
      standingPlacesTaken: 'iknedēļas rezervācijām paredzētās vietas ir aizņemtas. Varat mēģināt rezervēt pats.',
    },
  },
};

export function standingPushText(language: Language, k: StandingPushFacts): { title: string; body: string } {
  const text = texts[language];
  const when = dayAndTime(k.start, k.timeZone);
  const title = text.title[k.kind](k.trainingName);
  if (k.kind === 'standingRefused')
    return { title, body: text.refused(k.trainingName, when, text.why[k.refusal ?? 'noFreePlaces']) };
  return { title, body: text.body[k.kind](k.trainingName, when) };
}
