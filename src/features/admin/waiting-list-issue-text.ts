import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WAITING_MINUTES_MAX } from '../../api/contract/waiting-list.ts';
import type { WaitingListDraft, WaitingListIssue } from './waiting-list-draft.ts';

const days = WAITING_MINUTES_MAX / (24 * 60);

/** What the admin reads at a refused waiting-list setting: what to enter instead, with the allowed range. */
export function waitingListIssueText(i18n: I18n, issue: WaitingListIssue, draft: WaitingListDraft): string {
  const max = WAITING_MINUTES_MAX;
  switch (issue.problem) {
    case 'required':
      return i18n._(msg`This field is required`);
    case 'bothOrNone':
      return i18n._(msg`Enter both times, or leave both empty for no quiet hours`);
    case 'noLength':
      return i18n._(msg`The quiet hours must end at another time than they start`);
    case 'invalid':
      if (issue.field === 'byType')
        return i18n._(
          msg`Check the rules of each type of class: a reply window and whole minutes within their ranges (up to ${max} minutes, a share from 1 to 100 %)`,
        );
      return issue.field === 'quietFrom' || issue.field === 'quietTo'
        ? i18n._(msg`Not a time: enter it as HH:MM (24-hour clock)`)
        : i18n._(msg`Not a valid value`);
    case 'range':
      if (issue.field === 'window' && draft.windowUnit === 'percent')
        return i18n._(msg`Enter a whole number from 1 to 100`);
      if (issue.field === 'window') return i18n._(msg`Enter whole minutes from 1 to ${max} (${days} days)`);
      return i18n._(msg`Enter whole minutes from 0 to ${max} (${days} days)`);
  }
}
