import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormIssue } from '../../api/contract/admin.ts';

/** SPEC.md §5 messages for the class form's issues; {num} comes from the shared schema's rule. */
export function formIssueText(i18n: I18n, issue: FormIssue): string {
  const num = issue.requirement ?? 0;
  switch (issue.key) {
    case 'fieldRequired':
      return i18n._(msg`Field required`);
    case 'nameRequired':
      return i18n._(msg`Name required`);
    case 'minLength':
      return i18n._(msg`Minimum ${num} characters`);
    case 'maxLength':
      return i18n._(msg`Maximum ${num} characters`);
    case 'minValue':
      return i18n._(msg`At least ${num}`);
    case 'maxValue':
      return i18n._(msg`At most ${num}`);
    case 'endBeforeStart':
      return i18n._(msg`The end must be after the start`);
    case 'classTooLong':
      return i18n._(msg`A class can last at most 24 hours`);
    case 'placesBelowBooked':
      return i18n._(msg`Not fewer than the ${num} clients already booked`);
    case 'invalid':
      // a browser without a date or time picker (older desktop Safari) takes free text: say the format
      if (issue.field === 'date') return i18n._(msg`Not a date: enter it as YYYY-MM-DD`);
      if (issue.field === 'startTime' || issue.field === 'endTime') return i18n._(msg`Not a time: enter it as HH:MM (24-hour clock)`);
      return i18n._(msg`Not a valid value`);
  }
}
