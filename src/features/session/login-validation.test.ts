import { describe, expect, it } from 'vitest';
import { loginMessages, validateLogin } from './login-validation.ts';

describe('login validation (docs/behaviour.md#validation-and-server-errors)', () => {
  it('asks for a username and a password', () => {
    expect(validateLogin({ username: '  ', password: '' }, false)).toEqual({
      username: loginMessages.usernameRequired,
      password: loginMessages.passwordRequired,
    });
  });

  it('with the login.isEmail rule asks for a valid e-mail', () => {
    expect(validateLogin({ username: '', password: 'x' }, true)).toEqual({ username: loginMessages.emailRequired });
    expect(validateLogin({ username: 'member', password: 'x' }, true)).toEqual({
      username: loginMessages.emailNotValid,
    });
    expect(validateLogin({ username: ' kati@example.com ', password: 'x' }, true)).toEqual({});
  });

  it('accepts a username or an e-mail without the rule', () => {
    expect(validateLogin({ username: 'member', password: 'x' }, false)).toEqual({});
  });
});
