import { describe, expect, it } from 'vitest';
import { errorKeys } from '../api/contract/errors.ts';
import { errorMessage, successMessages, waitMessage } from './error-messages.ts';

describe('docs/behaviour.md#messages catalogue', () => {
  it('has a snackbar.<key> message for every server error key', () => {
    for (const key of errorKeys) expect(errorMessage(key).id).toBe(`snackbar.${key}`);
  });

  it('shows the unknown-error text for a key it does not know', () => {
    expect(errorMessage('somethingNew').id).toBe('snackbar.unknown');
    expect(errorMessage('constructor').id).toBe('snackbar.unknown');
  });

  it('has the success messages, with .withCount variants for cancelled and edited', () => {
    expect(Object.values(successMessages).map((message) => message.id)).toEqual([
      'snackbar.deleted',
      'snackbar.saved',
      'snackbar.passwordChanged',
      'snackbar.presenceChanged',
      'snackbar.cancelled',
      'snackbar.cancelled.withCount',
      'snackbar.edited',
      'snackbar.edited.withCount',
    ]);
  });
});

describe('the wait after too many attempts', () => {
  it('says seconds under two minutes, else whole minutes rounded up', () => {
    expect(waitMessage(2)).toEqual({
      descriptor: expect.objectContaining({ id: 'snackbar.tooManyAttempts.seconds' }),
      values: { seconds: 2 },
    });
    expect(waitMessage(119).values).toEqual({ seconds: 119 });
    expect(waitMessage(121)).toEqual({
      descriptor: expect.objectContaining({ id: 'snackbar.tooManyAttempts.minutes' }),
      values: { minutes: 3 },
    });
  });
});
