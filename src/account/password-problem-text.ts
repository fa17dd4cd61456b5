import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PasswordProblem } from './password-rules.ts';

const texts = {
  required: msg`Password is required`,
  passwordCharacters: msg`Password must contain only digits, lowercase and uppercase letters`,
  lowercase: msg`At least one lowercase letter`,
  uppercase: msg`At least one uppercase letter`,
  digit: msg`At least one digit`,
  passwordsDontMatch: msg`Passwords don't match`,
  sameAsCurrent: msg`The new password must differ from the current one`,
  currentPasswordWrong: msg`The current password is not correct`,
};

/** The docs/behaviour.md#validation-and-server-errors message of one failed rule. */
export function passwordProblemText(i18n: I18n, problem: PasswordProblem): string {
  switch (problem.rule) {
    case 'minLength':
      return i18n._(msg`Minimum ${problem.num} characters`);
    case 'maxLength':
      return i18n._(msg`Maximum ${problem.num} characters`);
    default:
      return i18n._(texts[problem.rule]);
  }
}
