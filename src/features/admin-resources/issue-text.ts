import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiFailure } from '../../api/api-failure.ts';
import { resourceErrorKeys, type ResourceErrorKey, type ResourceIssue } from '../../api/contract/admin-resources.ts';
import { fieldIssueText } from '../../shell/field-issue-text.ts';
import { failureText } from '../../shell/notify.ts';

/** docs/behaviour.md#validation-and-server-errors messages for the resource forms' field issues: a colour says its format, the rest are the fields' shared ones. */
export function resourceIssueText(i18n: I18n, issue: ResourceIssue): string {
  if (issue.key === 'invalid' && issue.field === 'color') return i18n._(msg`Not a colour: enter it as #RRGGBB`);
  return fieldIssueText(i18n, issue);
}

/** `snackbar.<key>` texts of the refusals these screens meet beyond docs/behaviour.md#messages (api/contract/admin-resources.ts). */
const refusalTexts: Record<ResourceErrorKey, MessageDescriptor> = {
  roomHasFutureClasses: msg({
    id: 'snackbar.roomHasFutureClasses',
    message: 'This room still has classes ahead: move or cancel them first',
  }),
  trainerHasFutureClasses: msg({
    id: 'snackbar.trainerHasFutureClasses',
    message: 'This trainer still has classes ahead: hand them over or cancel them first',
  }),
  handOverToSelf: msg({ id: 'snackbar.handOverToSelf', message: 'Choose another trainer to take over the classes' }),
  roomNameTaken: msg({ id: 'snackbar.roomNameTaken', message: 'The club already has a room with this name' }),
  loginNotFound: msg({ id: 'snackbar.loginNotFound', message: 'No user has this username or e-mail address' }),
  loginOfAnotherTrainer: msg({
    id: 'snackbar.loginOfAnotherTrainer',
    message: 'This user already logs in as another trainer',
  }),
};

/** The form field a refusal belongs to, so it shows beside what to change. */
const refusalFields: Partial<Record<ResourceErrorKey, string>> = {
  roomNameTaken: 'name',
  loginNotFound: 'login',
  loginOfAnotherTrainer: 'login',
};

const isResourceErrorKey = (key: string): key is ResourceErrorKey =>
  (resourceErrorKeys as readonly string[]).includes(key);

/** The text of any failure of these screens, and the field it concerns when there is one. */
export function resourceFailure(i18n: I18n, error: unknown): { text: string; field?: string | undefined } {
  if (isApiFailure(error) && isResourceErrorKey(error.key))
    return { text: i18n._(refusalTexts[error.key]), field: refusalFields[error.key] };
  return { text: failureText(error) };
}
