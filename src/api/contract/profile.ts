import * as v from 'valibot';
import { Id } from './id.ts';

/** GET /user/account/profile */
export const Profile = v.object({
  clientId: Id,
  clientCode: v.string(),
  username: v.string(),
  email: v.string(),
  phone: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  gender: v.picklist(['female', 'male']),
});
export type Profile = v.InferOutput<typeof Profile>;

/** docs/behaviour.md#sessions-accounts-and-states account status codes. */
export const accountStatuses = {
  0: 'normal',
  1: 'blocked',
  2: 'stopped',
  3: 'badDebt',
  4: 'ended',
  5: 'closed',
  6: 'debt',
} as const;
export const AccountStatusCode = v.picklist([0, 1, 2, 3, 4, 5, 6]);
export type AccountStatusCode = v.InferOutput<typeof AccountStatusCode>;

/** GET /user/account/status; only status 0 may book; the server decides who may enter (see EntryCode.access). */
export const AccountStatus = v.object({
  status: AccountStatusCode,
  name: v.picklist(Object.values(accountStatuses)),
  canBook: v.boolean(),
  canEnter: v.boolean(),
});
export type AccountStatus = v.InferOutput<typeof AccountStatus>;

/** docs/behaviour.md#validation-and-server-errors password rules. */
export const passwordMinLength = 8;
export const passwordMaxLength = 64;

/**
 * A new password. Each check's message is the rule that failed, so the app can show the
 * docs/behaviour.md#validation-and-server-errors text for it: minLength, maxLength, passwordCharacters, lowercase, digit, uppercase.
 */
export const NewPassword = v.pipe(
  v.string(),
  v.minLength(passwordMinLength, 'minLength'),
  v.maxLength(passwordMaxLength, 'maxLength'),
  v.regex(/^[0-9a-zA-Z]*$/, 'passwordCharacters'),
  v.regex(/[a-z]/, 'lowercase'),
  v.regex(/[0-9]/, 'digit'),
  v.regex(/[A-Z]/, 'uppercase'),
);

/** PUT /user/account/password → 204. Wrong current password answers 400 passwordNotValid. */
export const PasswordChangeRequest = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1, 'passwordRequired'), v.maxLength(200)),
    newPassword: NewPassword,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.check((input) => input.newPassword === input.confirmPassword, 'passwordsDontMatch'),
    ['confirmPassword'],
  ),
);
export type PasswordChangeRequest = v.InferInput<typeof PasswordChangeRequest>;
