import type { Language } from '../api/contract/tenant.ts';

/**
 * The product's terms, one word per language for each concept, so a member meets the same word on every
 * screen, in every push and on the home-screen shortcuts. `avoid` lists the variants that crept in before
 * (each was on a screen at once with the chosen word); glossary.test.ts fails when a catalog or a server
 * text uses one. Add a concept here before a new word for it reaches a catalog.
 */
export type GlossaryTerm = {
  /** What the term names. */
  concept: string;
  /** The word to use, per language (its base form; inflect as the sentence needs). */
  use: Record<Language, string>;
  /** Variants no text may use, per language. */
  avoid: Partial<Record<Language, readonly RegExp[]>>;
  /** Catalog ids allowed to use an avoided variant, with the reason. */
  except?: Readonly<Record<string, string>>;
};

/** A whole word (or words) in any script: `\b` knows only ASCII letters, and these are et and lv words. */
function word(pattern: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L})`, 'iu');
}

export const glossary: readonly GlossaryTerm[] = [
  {
    concept: "the week's classes a member books from",
    use: { en: 'timetable', et: 'tunniplaan', lv: 'grafiks' },
    avoid: { en: [word('schedules?')], et: [/graafik/i, /ajakava/i], lv: [/nodarbību sarakst/i] },
  },
  {
    concept: 'one class of the timetable (a workout is a class the member took part in)',
    use: { en: 'class', et: 'tund', lv: 'nodarbība' },
    avoid: { en: [word('training info')], et: [/^treening (tühistatud|salvestatud)/i, /treeningu (info|andmed)/i] },
  },
  {
    concept: "taking a place in a class (a member's own act; staff register a client)",
    use: { en: 'book, booking', et: 'broneerima, broneering', lv: 'rezervēt, rezervācija' },
    avoid: {
      en: [word('registering'), word('already registered'), word('registered clients?')],
      et: [/registreeru/i],
      // "Pieteikties" also means logging in: the two acts had one word.
      lv: [/pieteik/i, /pierakst/i],
    },
  },
  {
    concept: 'logging in',
    use: { en: 'log in', et: 'sisse logima', lv: 'pieslēgties' },
    avoid: { en: [word('sign in'), word('login to')] },
  },
  {
    concept: 'the queue for a full class',
    use: { en: 'waiting list', et: 'ootejärjekord', lv: 'gaidīšanas saraksts' },
    avoid: { en: [word('wait-?lists?'), word('wait lists?')], et: [/ootenimekir/i], lv: [/gaidītāju/i] },
  },
  {
    concept: 'the entry-code page and its shortcut',
    use: { en: 'Enter the gym', et: 'Sisene klubisse', lv: 'Ieeja klubā' },
    avoid: { en: [word('enter gym')], lv: [word('ieeja zālē')] },
  },
  {
    concept: "the club's messages to members and trainers (SMS, push)",
    use: { en: 'notices, sent notices', et: 'teated, saadetud teated', lv: 'paziņojumi, nosūtītie paziņojumi' },
    avoid: { en: [word('outbox')], et: [/väljuv/i], lv: [/izsūtn/i] },
  },
  {
    concept: 'where a class takes place',
    use: { en: 'room', et: 'ruum', lv: 'telpa' },
    avoid: { en: [word('halls?')], et: [word('saal\\p{L}*')], lv: [word('zāl\\p{L}*')] },
    except: { Gym: 'the training type is named after the gym floor: et "Jõusaal", lv "Trenažieru zāle"' },
  },
  {
    concept: 'a class with one client and a trainer',
    use: { en: 'personal training', et: 'personaaltreening', lv: 'individuālais treniņš' },
    avoid: { en: [word('personal sessions?')], lv: [/personāl/i] },
  },
];

/**
 * How the app addresses a person: Estonian with "sina" (as the club's staff speak), Latvian with the polite
 * "Jūs" (as Latvian apps and clubs write). The motivational quotes keep the quote's own voice.
 */
export const addressForm: Partial<Record<Language, { avoid: readonly RegExp[]; exceptIds: RegExp }>> = {
  et: { avoid: [word('teie|teil|teid|teile|teilt')], exceptIds: /^home\.quote\./ },
  lv: { avoid: [word('tu|tev|tevi|tavs|tava|tavu|tavus|tavas|tavi|tavā|tavām|taviem')], exceptIds: /^home\.quote\./ },
};
