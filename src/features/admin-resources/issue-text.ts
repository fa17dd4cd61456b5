import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiFailure } from '../../api/api-failure.ts';
import type { ResourceErrorKey, ResourceIssue } from '../../api/contract/admin-resources.ts';
import { failureText } from '../../i18n/error-messages.ts';
import { fieldIssueText } from '../../shell/field-issue-text.ts';

/** docs/behaviour.md#validation-and-server-errors messages for the resource forms' field issues: a colour says its format, the rest are the fields' shared ones. */
export function resourceIssueText(i18n: I18n, issue: ResourceIssue): string {
  if (issue.key === 'invalid' && issue.field === 'color') return i18n._(msg`Not a colour: enter it as #RRGGBB`);
  return fieldIssueText(i18n, issue);
}

/** The form field a refusal belongs to, so it shows beside what to change. */
const refusalFields: Partial<Record<ResourceErrorKey, string>> = {
  roomNameTaken: 'name',
  loginNotFound: 'login',
  loginOfAnotherTrainer: 'login',
};

/** The text of any failure of these screens (i18n/error-messages.ts), and the field it concerns when there is one. */
export function resourceFailure(error: unknown): { text: string; field?: string | undefined } {
  const field =
    isApiFailure(error) && Object.hasOwn(refusalFields, error.key)
      ? refusalFields[error.key as ResourceErrorKey]
      : undefined;
  return { text: failureText(error), field };
}
