import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** docs/behaviour.md#validation-and-server-errors messages used by the login form. */
export const loginMessages = {
  usernameRequired: msg({ id: 'validation.usernameRequired', message: 'Username is required' }),
  emailRequired: msg({ id: 'validation.emailRequired', message: 'E-mail is required' }),
  emailNotValid: msg({ id: 'validation.emailNotValid', message: 'The entered email is not valid' }),
  passwordRequired: msg({ id: 'validation.passwordRequired', message: 'Password is required' }),
};

export type LoginErrors = { username?: MessageDescriptor; password?: MessageDescriptor };

const EmailSchema = v.pipe(v.string(), v.trim(), v.email());

/** Checks the login fields; the page rule login.isEmail asks for an e-mail instead of a username. */
export function validateLogin(fields: { username: string; password: string }, isEmail: boolean): LoginErrors {
  const errors: LoginErrors = {};
  const username = fields.username.trim();
  if (username === '') errors.username = isEmail ? loginMessages.emailRequired : loginMessages.usernameRequired;
  else if (isEmail && !v.is(EmailSchema, username)) errors.username = loginMessages.emailNotValid;
  if (fields.password === '') errors.password = loginMessages.passwordRequired;
  return errors;
}
