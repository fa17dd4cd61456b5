import { i18n } from '@lingui/core';
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

/** The club's rule in the member's words: what counts, and what follows. */
export function strikeRuleTexts(rules: StrikeRules): string[] {
  const texts = [
    i18n._({ ...limitRule, values: { limit: rules.limit, days: rules.windowDays, block: rules.blockDays } }),
    i18n._({ ...noShowRule, values: { grace: rules.noShowGraceMinutes } }),
    i18n._({ ...lateCancelRule, values: { hours: rules.lateCancelHours } }),
  ];
  if (rules.forgiveFirst) texts.push(i18n._({ ...forgiveRule, values: { days: rules.windowDays } }));
  return texts;
}
