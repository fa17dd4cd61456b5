import type { Language } from '../../../src/api/contract/tenant.ts';

export type ResetMailFacts = { clubName: string; firstName: string; link: string; minutes: number };

type Texts = {
  subject: (f: ResetMailFacts) => string;
  greeting: (f: ResetMailFacts) => string;
  asked: (f: ResetMailFacts) => string;
  button: string;
  validity: (f: ResetMailFacts) => string;
  ignore: string;
  signature: (f: ResetMailFacts) => string;
};

/** Server-side like the push and SMS texts: the mail is read where the app does not run. */
const texts: Record<Language, Texts> = {
  et: {
    subject: (f) => `${f.clubName}: parooli vahetamine`,
    greeting: (f) => (f.firstName ? `Tere, ${f.firstName}!` : 'Tere!'),
    asked: (f) => `Keegi (loodetavasti sina) palus ${f.clubName} konto parooli vahetada.`,
    button: 'Vali uus parool',
    validity: (f) => `Link kehtib ${f.minutes} minutit ja ühe korra.`,
    ignore: 'Kui sa seda ei palunud, jäta see kiri tähelepanuta: sinu parool jääb samaks.',
    signature: (f) => f.clubName,
  },
  en: {
    subject: (f) => `${f.clubName}: reset your password`,
    greeting: (f) => (f.firstName ? `Hello ${f.firstName},` : 'Hello,'),
    asked: (f) => `Someone (hopefully you) asked to reset the password of your ${f.clubName} account.`,
    button: 'Choose a new password',
    validity: (f) => `The link works for ${f.minutes} minutes, once.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    signature: (f) => f.clubName,
  },
  lv: {
    subject: (f) => `${f.clubName}: paroles maiņa`,
    greeting: (f) => (f.firstName ? `Labdien, ${f.firstName}!` : 'Labdien!'),
    asked: (f) => `Kāds (cerams, jūs) lūdza nomainīt jūsu ${f.clubName} konta paroli.`,
    button: 'Izvēlēties jaunu paroli',
    validity: (f) => `Saite ir derīga ${f.minutes} minūtes un vienu reizi.`,
    ignore: 'Ja jūs to nelūdzāt, neņemiet šo vēstuli vērā: jūsu parole paliek nemainīta.',
    signature: (f) => f.clubName,
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The reset mail in the reader's language: subject, a plain-text part and an HTML part with the same words. */
export function resetMail(language: Language, facts: ResetMailFacts): { subject: string; text: string; html: string } {
  const t = texts[language];
  const text = [
    t.greeting(facts),
    '',
    t.asked(facts),
    `${t.button}:`,
    facts.link,
    '',
    t.validity(facts),
    t.ignore,
    '',
    t.signature(facts),
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const link = escapeHtml(facts.link);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject(facts))}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">
${p(escapeHtml(t.greeting(facts)))}
${p(escapeHtml(t.asked(facts)))}
${p(`<a href="${link}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0f6cbd;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a>`)}
${p(`<a href="${link}" style="color:#0f6cbd;word-break:break-all">${link}</a>`)}
${p(escapeHtml(t.validity(facts)))}
${p(escapeHtml(t.ignore))}
${p(escapeHtml(t.signature(facts)))}
</body></html>`;
  return { subject: t.subject(facts), text, html };
}
