import { i18n } from '@lingui/core';
import { isApiFailure } from '../api/api-failure.ts';
import * as v from 'valibot';
import { BookingBlockedRefusal } from '../api/contract/strikes.ts';
import {
  blockedUntilMessage,
  errorMessage,
  offlineMessage,
  timeoutMessage,
  waitMessage,
} from '../i18n/error-messages.ts';
import { formatDateTime } from '../lib/dates.ts';
import { showSnack } from '../state/snackbar.ts';

/** The translated text for any failure: `snackbar.<key>`, or the unknown-error text. */
export function failureText(error: unknown): string {
  if (isApiFailure(error)) {
    if (error.kind === 'fetch') return i18n._(offlineMessage);
    if (error.kind === 'timeout') return i18n._(timeoutMessage);
    if (error.key === 'tooManyAttempts' && error.retryAfterSeconds) {
      const { descriptor, values } = waitMessage(error.retryAfterSeconds);
      return i18n._(descriptor.id, values, { message: descriptor.message });
    }
    if (error.key === 'bookingBlocked') {
      const refusal = v.safeParse(BookingBlockedRefusal, error.body);
      if (refusal.success) {
        const until = formatDateTime(refusal.output.blockedUntil, refusal.output.clubTimeZone);
        return i18n._(blockedUntilMessage.id, { until }, { message: blockedUntilMessage.message });
      }
    }
    return i18n._(errorMessage(error.key));
  }
  return i18n._(errorMessage('unknown'));
}

export function notifyError(error: unknown): void {
  showSnack('error', failureText(error));
}

export function notifySuccess(message: string): void {
  showSnack('success', message);
}

export function notifyWarning(message: string): void {
  showSnack('warning', message);
}
