import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../api/contract/tenant.ts';
import { installTexts } from '../../server/domain/install/install-texts.ts';
import { feedTexts } from '../../server/domain/calendar-feed/feed-text.ts';
import { pushText, type PushKind } from '../../server/domain/push/push-text.ts';
import { classNoticeText, seriesNoticeText } from '../../server/domain/sms/notice-text.ts';
import { waitingSmsText } from '../../server/domain/sms/waiting-sms-text.ts';
import { standingPushText } from '../../server/domain/standing/standing-push-text.ts';
import { standingRefusals } from '../api/contract/standing.ts';
import { addressForm, glossary } from './glossary.ts';

type Text = { id: string; text: string };

/** A .po string's value: its quoted pieces joined, escapes read. */
function poString(entry: string, keyword: 'msgid' | 'msgstr'): string | undefined {
  const match = new RegExp(`^${keyword} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, 'm').exec(entry);
  if (!match) return undefined;
  return [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((piece) => JSON.parse(`"${piece[1]}"`) as string).join('');
}

/** Every translated text of a catalog, with its id (obsolete entries left out). */
function catalogTexts(language: Language): Text[] {
  const po = readFileSync(`locales/${language}/messages.po`, 'utf8');
  return po
    .split(/\n\s*\n/)
    .filter((entry) => !/^#~/m.test(entry))
    .map((entry) => ({ id: poString(entry, 'msgid') ?? '', text: poString(entry, 'msgstr') ?? '' }))
    .filter((entry) => entry.id !== '');
}

/** What the server writes itself, in the person's language: pushes, the home-screen shortcuts, the calendar feed. */
function serverTexts(language: Language): Text[] {
  const sample = { clubName: 'Club', trainingName: 'Pilates', start: new Date(0), timeZone: 'UTC' };
  const kinds: PushKind[] = [
    'promoted',
    'changed',
    'cancelled',
    'reminder',
    'trainerChanged',
    'offered',
    'released',
    'skipped',
    'bookingOpen',
  ];
  const pushes = kinds.flatMap((kind) => {
    const { title, body } = pushText(language, kind, sample);
    return [
      { id: `push.${kind}.title`, text: title },
      { id: `push.${kind}.body`, text: body },
    ];
  });
  const shortcuts = Object.entries(installTexts[language]).map(([key, text]) => ({ id: `install.${key}`, text }));
  const sms = (['cancelled', 'changed'] as const).flatMap((kind) => [
    { id: `sms.${kind}`, text: classNoticeText(language, kind, sample) },
    { id: `sms.series.${kind}`, text: seriesNoticeText(language, kind, { ...sample, starts: [sample.start] }) },
  ]);
  const waitingSms = [
    { id: 'sms.waiting.promoted', text: waitingSmsText(language, { kind: 'promoted' }, sample) },
    { id: 'sms.waiting.offered', text: waitingSmsText(language, { kind: 'offered', acceptBy: sample.start }, sample) },
  ];
  const feed = Object.entries(feedTexts[language]).map(([key, text]) => ({
    id: `calendarFeed.${key}`,
    text: typeof text === 'string' ? text : text('Pilates'),
  }));
  const standingNotices = [
    ...(['standingBooked', 'standingWaiting', 'standingStopped'] as const).map((kind) => ({ kind, refusal: null })),
    ...standingRefusals.map((refusal) => ({ kind: 'standingRefused' as const, refusal })),
  ];
  const standing = standingNotices.flatMap(({ kind, refusal }) => {
    const { title, body } = standingPushText(language, { ...sample, kind, refusal });
    return [
      { id: `push.${kind}.${refusal ?? ''}.title`, text: title },
      { id: `push.${kind}.${refusal ?? ''}.body`, text: body },
    ];
  });
  return [...pushes, ...shortcuts, ...sms, ...waitingSms, ...feed, ...standing];
}

/** The texts that use a variant the glossary forbids in this language, as "id: text (variant)". */
function offences(language: Language, texts: Text[]): string[] {
  const found: string[] = [];
  for (const { id, text } of texts) {
    for (const term of glossary) {
      if (term.except?.[id]) continue;
      for (const variant of term.avoid[language] ?? [])
        if (variant.test(text)) found.push(`${id}: ${text} (${term.concept}: use "${term.use[language]}")`);
    }
    const address = addressForm[language];
    if (address && !address.exceptIds.test(id))
      for (const variant of address.avoid)
        if (variant.test(text)) found.push(`${id}: ${text} (how the app addresses a person)`);
  }
  return found;
}

describe('the glossary', () => {
  it.each(languages)('%s: the catalog uses no variant the glossary forbids', (language) => {
    expect(offences(language, catalogTexts(language))).toEqual([]);
  });

  it.each(languages)("%s: the server's own texts (pushes, SMS, shortcuts) use none either", (language) => {
    expect(offences(language, serverTexts(language))).toEqual([]);
  });

  it('catches a variant, so the check above can fail', () => {
    expect(offences('et', [{ id: 'x', text: 'Ootenimekiri lubatud' }])).toHaveLength(1);
    expect(offences('lv', [{ id: 'x', text: 'Tu esi pievienots' }])).toHaveLength(1);
    expect(offences('lv', [{ id: 'home.quote.9', text: 'tu kļūsti stiprāks' }])).toEqual([]);
    expect(offences('lv', [{ id: 'x', text: 'Ieeja zālē' }])).not.toEqual([]);
    expect(offences('lv', [{ id: 'Gym', text: 'Trenažieru zāle' }])).toEqual([]);
    expect(offences('en', [{ id: 'x', text: 'Waiting list' }])).toEqual([]);
    expect(offences('en', [{ id: 'x', text: 'Join the waitlist' }])).toHaveLength(1);
  });
});
