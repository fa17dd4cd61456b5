import { passwordMaxLength, passwordMinLength } from '../api/contract/profile.ts';

/** One failed docs/behaviour.md#validation-and-server-errors rule; the form turns each into its message. */
export type PasswordProblem =
  | { rule: 'required' }
  | { rule: 'minLength'; num: number }
  | { rule: 'maxLength'; num: number }
  | { rule: 'passwordCharacters' }
  | { rule: 'lowercase' }
  | { rule: 'uppercase' }
  | { rule: 'digit' }
  | { rule: 'passwordsDontMatch' }
  | { rule: 'sameAsCurrent' }
  | { rule: 'currentPasswordWrong' };

/** Every rule the new password breaks, in the order the form lists them (the limits come from the contract). */
export function newPasswordProblems(password: string): PasswordProblem[] {
  if (password.length === 0) return [{ rule: 'required' }];
  const problems: PasswordProblem[] = [];
  if (password.length < passwordMinLength) problems.push({ rule: 'minLength', num: passwordMinLength });
  if (password.length > passwordMaxLength) problems.push({ rule: 'maxLength', num: passwordMaxLength });
  if (!/^[0-9a-zA-Z]*$/.test(password)) problems.push({ rule: 'passwordCharacters' });
  if (!/[a-z]/.test(password)) problems.push({ rule: 'lowercase' });
  if (!/[A-Z]/.test(password)) problems.push({ rule: 'uppercase' });
  if (!/[0-9]/.test(password)) problems.push({ rule: 'digit' });
  return problems;
}

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordFormProblems = { [K in keyof PasswordForm]: PasswordProblem[] };

/** The problems of each field of the change form; the form is valid when all lists are empty. */
export function passwordFormProblems(form: PasswordForm): PasswordFormProblems {
  return {
    currentPassword: form.currentPassword.length === 0 ? [{ rule: 'required' }] : [],
    newPassword:
      form.newPassword.length > 0 && form.newPassword === form.currentPassword
        ? [{ rule: 'sameAsCurrent' }]
        : newPasswordProblems(form.newPassword),
    confirmPassword:
      form.confirmPassword.length === 0
        ? [{ rule: 'required' }]
        : form.confirmPassword === form.newPassword
          ? []
          : [{ rule: 'passwordsDontMatch' }],
  };
}

export function isPasswordFormValid(problems: PasswordFormProblems): boolean {
  return Object.values(problems).every((list) => list.length === 0);
}

/** The field a refusal of the server is about, so the form marks that field and not a banner. */
export function serverPasswordProblem(key: string): { field: keyof PasswordForm; problem: PasswordProblem } | null {
  if (key === 'passwordNotValid') return { field: 'currentPassword', problem: { rule: 'currentPasswordWrong' } };
  if (key === 'passwordUnchanged') return { field: 'newPassword', problem: { rule: 'sameAsCurrent' } };
  return null;
}
