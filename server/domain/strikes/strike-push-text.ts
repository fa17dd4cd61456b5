import type { Language } from '../../../src/api/contract/tenant.ts';
import { dayAndTime } from '../push/push-text.ts';

/** What a strike push says: the class it was for, whether it was forgiven, and a block's end. */
export type StrikePushFacts = {
  kind: 'strike' | 'blocked';
  strikeKind: 'noShow' | 'lateCancel';
  forgiven: boolean;
  clubName: string;
  trainingName: string;
  start: Date;
  timeZone: string;
  blockedUntil: Date | null;
};

type Texts = {
  strikeTitle: string;
  noShow: (name: string, when: string) => string;
  lateCancel: (name: string, when: string) => string;
  forgiven: string;
  blockedTitle: string;
  blocked: (club: string, until: string) => string;
};

/** Server-side like push-text.ts: the app is not running when a push arrives. */
const texts: Record<Language, Texts> = {
  et: {
    strikeTitle: 'Rikkumine kirjas',
    noShow: (name, when) => `Sa ei tulnud broneeritud treeningule ${name}, ${when}.`,
    lateCancel: (name, when) => `Tühistasid treeningu ${name}, ${when}, hilja.`,
    forgiven: 'See oli esimene: see on andestatud.',
    blockedTitle: 'Broneerimine peatatud',
    blocked: (club, until) => `${club}: liiga palju rikkumisi. Veebis saad broneerida taas alates ${until}.`,
  },
  en: {
    strikeTitle: 'Strike recorded',
    noShow: (name, when) => `You did not come to ${name}, ${when}, which you had booked.`,
    lateCancel: (name, when) => `You cancelled ${name}, ${when}, late.`,
    forgiven: 'It was your first: it is forgiven.',
    blockedTitle: 'Booking blocked',
    blocked: (club, until) => `${club}: too many strikes. You can book online again from ${until}.`,
  },
  lv: {
    strikeTitle: 'Reģistrēts pārkāpums',
    noShow: (name, when) => `Jūs neieradāties uz rezervēto nodarbību ${name}, ${when}.`,
    lateCancel: (name, when) => `Jūs atcēlāt nodarbību ${name}, ${when}, par vēlu.`,
    forgiven: 'Tas bija pirmais: tas ir piedots.',
    blockedTitle: 'Rezervēšana bloķēta',
    blocked: (club, until) => `${club}: pārāk daudz pārkāpumu. Tiešsaistē varēsiet rezervēt atkal no ${until}.`,
  },
};

export function strikePushText(language: Language, f: StrikePushFacts): { title: string; body: string } {
  const t = texts[language];
  if (f.kind === 'blocked' && f.blockedUntil) {
    return { title: t.blockedTitle, body: t.blocked(f.clubName, dayAndTime(f.blockedUntil, f.timeZone)) };
  }
  const when = dayAndTime(f.start, f.timeZone);
  const what = f.strikeKind === 'noShow' ? t.noShow(f.trainingName, when) : t.lateCancel(f.trainingName, when);
  return { title: t.strikeTitle, body: f.forgiven ? `${what} ${t.forgiven}` : what };
}
