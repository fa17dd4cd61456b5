import { plural } from '@lingui/core/macro';
import { isApiFailure } from '../../api/api-failure.ts';
import { failureText } from '../../shell/notify.ts';

/**
 * What a refused login says under the form. A lockout names how long it lasts when the server says
 * (Retry-After), so "wait a moment" never hides a quarter of an hour.
 */
export function loginFailureText(error: unknown): string {
  if (isApiFailure(error) && error.key === 'tooManyAttempts' && error.retryAfterSeconds !== undefined) {
    const seconds = error.retryAfterSeconds;
    if (seconds > 90) {
      const minutes = Math.ceil(seconds / 60);
      return plural(minutes, { one: 'Too many attempts. Try again in # minute.', other: 'Too many attempts. Try again in # minutes.' });
    }
    return plural(seconds, { one: 'Too many attempts. Try again in # second.', other: 'Too many attempts. Try again in # seconds.' });
  }
  return failureText(error);
}
