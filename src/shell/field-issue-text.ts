import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldIssue } from '../api/contract/field-issues.ts';

/**
 * docs/behaviour.md#validation-and-server-errors messages of the field rules every admin form shares ({num} comes from the shared schema's rule);
 * a form says its own keys, and what it knows better about `invalid`, before asking this.
 */
export function fieldIssueText(i18n: I18n, issue: FieldIssue<string>): string {
  const num = issue.requirement ?? 0;
  switch (issue.key) {
    case 'fieldRequired':
      return i18n._(msg`This field is required`);
    case 'nameRequired':
      return i18n._(msg({ message: 'Name is required', context: 'the name of a class, room or trainer' }));
    case 'minLength':
      return i18n._(msg`Minimum ${num} characters`);
    case 'maxLength':
      return i18n._(msg`Maximum ${num} characters`);
    case 'minValue':
      return i18n._(msg`At least ${num}`);
    case 'maxValue':
      return i18n._(msg`At most ${num}`);
    case 'emailNotValid':
      return i18n._(msg`Entered email not valid`);
    default:
      return i18n._(msg`Not a valid value`);
  }
}
