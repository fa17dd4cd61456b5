import type { Language } from '../../../src/api/contract/tenant.ts';

/** What a push says is about one class, as the person had it (the club's name is the notification's sender). */
export type PushClass = {
  clubName: string;
  trainingName: string;
  start: Date;
  timeZone: string;
  /** an offered place: until when the member can accept it */
  acceptBy?: Date;
  /** a waiting place left: the overlapping class the member got */
  gotTrainingName?: string;
};

export type PushKind =
  | 'promoted'
  | 'changed'
  | 'cancelled'
  | 'reminder'
  | 'trainerChanged'
  | 'offered'
  | 'released'
  | 'skipped'
  | 'bookingOpen';

/**
 * The class's local day and time as "24.11 18:30" in the club's time zone: the same digits in every
 * language (no weekday names to translate), read by people. formatToParts picks the fields, whatever order
 * or separators a locale would write.
 */
export function dayAndTime(start: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(undefined, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')} ${part('hour')}:${part('minute')}`;
}

type Texts = Record<
  PushKind,
  { title: (k: PushClass) => string; body: (k: PushClass, when: string, until: string) => string }
>;

/** Server-side like the SMS texts (sms/notice-text.ts), since the app is not running when a push arrives. */
const texts: Record<Language, Texts> = {
  et: {
    promoted: {
      title: (k) => `Said koha: ${k.trainingName}`,
      body: (k, when) => `Ootejärjekorrast vabanes koht: oled nüüd broneeritud treeningule ${k.trainingName}, ${when}.`,
    },
    cancelled: {
      title: (k) => `Jääb ära: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: treening ${k.trainingName}, ${when}, jääb ära.`,
    },
    changed: {
      title: (k) => `Muudetud: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: treening ${k.trainingName} on muutunud, nüüd ${when}. Vaata aega, ruumi ja treenerit.`,
    },
    reminder: {
      title: (k) => `Varsti: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: sinu treening ${k.trainingName} algab ${when}.`,
    },
    trainerChanged: {
      title: (k) => `Sinu tund muutus: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: tund ${k.trainingName}, mida juhendad, on muutunud, nüüd ${when}.`,
    },
    offered: {
      title: (k) => `Vaba koht sulle: ${k.trainingName}`,
      body: (k, when, until) =>
        `${k.clubName}: ootejärjekorrast pakutakse sulle kohta treeningul ${k.trainingName}, ${when}. Võta vastu kuni ${until}.`,
    },
    released: {
      title: (k) => `Lahkusid ootejärjekorrast: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: said koha treeningul ${k.gotTrainingName ?? ''}, seega lahkusid samal ajal toimuva treeningu ${k.trainingName}, ${when}, ootejärjekorrast.`,
    },
    skipped: {
      title: (k) => `Koht läks järgmisele: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: tunnis ${k.trainingName}, ${when}, vabanes koht, kuid rikkumiste tõttu ei saa sa praegu veebis broneerida, seega sai koha järgmine ootejärjekorras. Sinu koht ootejärjekorras jääb alles.`,
    },
    bookingOpen: {
      title: (k) => `Broneerimine avatud: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: tunnile ${k.trainingName}, ${when}, saab nüüd kohta broneerida.`,
    },
  },
  en: {
    promoted: {
      title: (k) => `You got a place: ${k.trainingName}`,
      body: (k, when) =>
        `A place came free: you moved from the waiting list and are now booked for ${k.trainingName}, ${when}.`,
    },
    cancelled: {
      title: (k) => `Cancelled: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: ${k.trainingName} on ${when} is cancelled.`,
    },
    changed: {
      title: (k) => `Changed: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: ${k.trainingName} has changed, now on ${when}. Check the time, room and trainer.`,
    },
    reminder: {
      title: (k) => `Soon: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: your class ${k.trainingName} starts on ${when}.`,
    },
    trainerChanged: {
      title: (k) => `Your class changed: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: ${k.trainingName}, which you lead, has changed, now on ${when}.`,
    },
    offered: {
      title: (k) => `A place for you: ${k.trainingName}`,
      body: (k, when, until) =>
        `${k.clubName}: a place in ${k.trainingName}, ${when}, is offered to you from the waiting list. Accept by ${until}.`,
    },
    released: {
      title: (k) => `You left the waiting list: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: you got ${k.gotTrainingName ?? ''}, so you left the waiting list of ${k.trainingName}, ${when}, at the same time.`,
    },
    skipped: {
      title: (k) => `A place went to the next: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: a place came free in ${k.trainingName}, ${when}, but strikes block your online booking, so it went to the next on the waiting list. You keep your place on the waiting list.`,
    },
    bookingOpen: {
      title: (k) => `Booking is open: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: you can now book a place in ${k.trainingName}, ${when}.`,
    },
  },
  lv: {
    promoted: {
      title: (k) => `Jums ir vieta: ${k.trainingName}`,
      body: (k, when) =>
        `Atbrīvojās vieta: no gaidīšanas saraksta Jums tagad ir rezervēta vieta nodarbībā ${k.trainingName}, ${when}.`,
    },
    cancelled: {
      title: (k) => `Atcelts: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: ${k.trainingName} ${when} ir atcelts.`,
    },
    changed: {
      title: (k) => `Mainīts: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: ${k.trainingName} ir mainījies, tagad ${when}. Pārbaudiet laiku, telpu un treneri.`,
    },
    reminder: {
      title: (k) => `Drīz: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: jūsu nodarbība ${k.trainingName} sākas ${when}.`,
    },
    trainerChanged: {
      title: (k) => `Jūsu nodarbība mainījās: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: jūsu vadītā nodarbība ${k.trainingName} ir mainījusies, tagad ${when}.`,
    },
    offered: {
      title: (k) => `Vieta Jums: ${k.trainingName}`,
      body: (k, when, until) =>
        `${k.clubName}: no gaidīšanas saraksta Jums piedāvā vietu nodarbībā ${k.trainingName}, ${when}. Pieņemiet līdz ${until}.`,
    },
    released: {
      title: (k) => `Jūs izstājāties no gaidīšanas saraksta: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: Jūs ieguvāt vietu nodarbībā ${k.gotTrainingName ?? ''}, tāpēc izstājāties no tajā pašā laikā notiekošās nodarbības ${k.trainingName}, ${when}, gaidīšanas saraksta.`,
    },
    skipped: {
      title: (k) => `Vieta tika nākamajam: ${k.trainingName}`,
      body: (k, when) =>
        `${k.clubName}: nodarbībā ${k.trainingName}, ${when}, atbrīvojās vieta, bet Jūsu tiešsaistes rezervācija ir bloķēta pārkāpumu dēļ, tāpēc to ieguva nākamais gaidīšanas sarakstā. Jūsu vieta gaidīšanas sarakstā saglabājas.`,
    },
    bookingOpen: {
      title: (k) => `Rezervācija atvērta: ${k.trainingName}`,
      body: (k, when) => `${k.clubName}: tagad varat rezervēt vietu nodarbībā ${k.trainingName}, ${when}.`,
    },
  },
};

export function pushText(language: Language, kind: PushKind, k: PushClass): { title: string; body: string } {
  const text = texts[language][kind];
  const until = k.acceptBy ? dayAndTime(k.acceptBy, k.timeZone) : '';
  return { title: text.title(k), body: text.body(k, dayAndTime(k.start, k.timeZone), until) };
}
