import { failureText } from '../i18n/error-messages.ts';
import { showSnack } from '../state/snackbar.ts';

export function notifyError(error: unknown): void {
  showSnack('error', failureText(error));
}

export function notifySuccess(message: string): void {
  showSnack('success', message);
}

export function notifyWarning(message: string): void {
  showSnack('warning', message);
}
