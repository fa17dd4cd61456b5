import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Strike, StrikeRules } from '../api/contract/strikes.ts';

/** What the strike was for. */
export function strikeKindText(kind: Strike['kind']): string {
  return kind === 'noShow' ? t`No-show` : t`Late cancel`;
}

// whole sentences with their numbers, so each language words every count its own way
const limitRule = msg({
  message:
    '{limit, plural, one {# strike} other {# strikes}} within {days, plural, one {# day} other {# days}} block online booking for {block, plural, one {# day} other {# days}}.',
});
const noShowRule = msg({
  message:
    'A no-show: you booked and were not marked present by {grace, plural, one {# minute} other {# minutes}} after the class ended. A class where nobody was marked present counts no one.',
});
const lateCancelRule = msg({
  message:
    'A late cancel: you cancel your place within {hours, plural, one {# hour} other {# hours}} before the start.',
});
const forgiveRule = msg({
  message: 'The first strike within {days, plural, one {# day} other {# days}} is forgiven.',
});

/** One of the sentences above with its numbers, in the app's language. */
function say(descriptor: MessageDescriptor, values: Record<string, number>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/** The club's rule in the member's words: what counts, and what follows. */
export function strikeRuleTexts(rules: StrikeRules): string[] {
  const texts = [
    say(limitRule, { limit: rules.limit, days: rules.windowDays, block: rules.blockDays }),
    say(noShowRule, { grace: rules.noShowGraceMinutes }),
    say(lateCancelRule, { hours: rules.lateCancelHours }),
  ];
  if (rules.forgiveFirst) texts.push(say(forgiveRule, { days: rules.windowDays }));
  return texts;
}
