import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NewPassword, passwordMaxLength, passwordMinLength } from '../api/contract/profile.ts';
import { isPasswordFormValid, newPasswordProblems, passwordFormProblems } from './password-rules.ts';

const rules = (password: string) => newPasswordProblems(password).map((p) => p.rule);

describe('newPasswordProblems', () => {
  it('accepts a password that keeps every rule', () => {
    expect(rules('Member1234')).toEqual([]);
  });
  it('asks for a password when empty', () => {
    expect(rules('')).toEqual(['required']);
  });
  it('reports the length limits from the contract', () => {
    expect(newPasswordProblems('Ab1')).toContainEqual({ rule: 'minLength', num: passwordMinLength });
    expect(newPasswordProblems(`Ab1${'x'.repeat(passwordMaxLength)}`)).toContainEqual({
      rule: 'maxLength',
      num: passwordMaxLength,
    });
  });
  it('allows only digits and letters', () => {
    expect(rules('Member 1234')).toEqual(['passwordCharacters']);
    expect(rules('Membör1234')).toEqual(['passwordCharacters']);
  });
  it('needs a lowercase letter, an uppercase letter and a digit', () => {
    expect(rules('MEMBER1234')).toEqual(['lowercase']);
    expect(rules('member1234')).toEqual(['uppercase']);
    expect(rules('Memberabcd')).toEqual(['digit']);
  });
  it('agrees with the server schema on a range of inputs', () => {
    for (const password of [
      'Member1234',
      'short1A',
      'NoDigitsHere',
      'nouppercase1',
      'NOLOWER1',
      'With space1A',
      `A1${'b'.repeat(70)}`,
    ]) {
      expect(rules(password).length === 0).toBe(v.safeParse(NewPassword, password).success);
    }
  });
});

describe('passwordFormProblems', () => {
  it('requires the current password and a matching confirmation', () => {
    const problems = passwordFormProblems({
      currentPassword: '',
      newPassword: 'Member4321',
      confirmPassword: 'Member4322',
    });
    expect(problems.currentPassword).toEqual([{ rule: 'required' }]);
    expect(problems.confirmPassword).toEqual([{ rule: 'passwordsDontMatch' }]);
    expect(isPasswordFormValid(problems)).toBe(false);
  });
  it('is valid when every field is right', () => {
    const problems = passwordFormProblems({
      currentPassword: 'Member1234',
      newPassword: 'Member4321',
      confirmPassword: 'Member4321',
    });
    expect(isPasswordFormValid(problems)).toBe(true);
  });
});
