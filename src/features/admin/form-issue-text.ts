import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isApiFailure } from '../../api/client.ts';
import { ScheduleRefusal, type AvailabilityConflict, type FormIssue } from '../../api/contract/admin.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { fieldIssueText } from '../../shell/field-issue-text.ts';

/** docs/behaviour.md#validation-and-server-errors messages for the class form's issues: its own rules, then the fields' shared ones. */
export function formIssueText(i18n: I18n, issue: FormIssue): string {
  const num = issue.requirement ?? 0;
  switch (issue.key) {
    case 'endBeforeStart':
      return i18n._(msg`The end must be after the start`);
    case 'classTooLong':
      return i18n._(msg`A class can last at most 24 hours`);
    case 'ageRange':
      return i18n._(msg`The oldest age must not be below the youngest`);
    case 'placesBelowBooked':
      return i18n._(msg`Not fewer than the ${num} clients already booked`);
    case 'invalid':
      // a browser without a date or time picker (older desktop Safari) takes free text: say the format
      if (issue.field === 'date') return i18n._(msg`Not a date: enter it as YYYY-MM-DD`);
      if (issue.field === 'startTime' || issue.field === 'endTime')
        return i18n._(msg`Not a time: enter it as HH:MM (24-hour clock)`);
      return fieldIssueText(i18n, issue);
    default:
      return fieldIssueText(i18n, issue);
  }
}

/**
 * One clash, as the class form names it: "Studio 1 is taken by Pilates, 18:00–19:00" on the club's
 * clock. `withDate` adds the day, for a series whose clash may be in another week.
 */
export function conflictText(i18n: I18n, conflict: AvailabilityConflict, timeZone: string, withDate = false): string {
  const owner = conflict.name;
  const training = conflict.trainingName;
  const time = `${formatTime(conflict.start, timeZone)}–${formatTime(conflict.end, timeZone)}`;
  const when = withDate
    ? `${formatDate(conflict.start, timeZone, { weekday: 'short', day: 'numeric', month: 'numeric' })} ${time}`
    : time;
  return conflict.kind === 'room'
    ? i18n._(msg`${owner} is taken by ${training}, ${when}`)
    : i18n._(msg`${owner} teaches ${training}, ${when}`);
}

/** What a refused save or delete names beyond its key (the clashing classes, the classes with clients), or nothing. */
export function refusalDetails(error: unknown): ScheduleRefusal | undefined {
  if (!isApiFailure(error) || error.kind !== 'http') return undefined;
  const parsed = v.safeParse(ScheduleRefusal, error.body);
  return parsed.success && (parsed.output.conflicts.length > 0 || parsed.output.classes.length > 0)
    ? parsed.output
    : undefined;
}
