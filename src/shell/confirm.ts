import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { openDialog } from '../state/dialog.ts';

const cancelLabel = msg({ id: 'dialog.cancel', message: 'Cancel' });

/** Asks through the dialog host; resolves true only when the user confirms. */
export function confirm(options: {
  title: string;
  content: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
}): Promise<boolean> {
  return openDialog({
    title: options.title,
    content: options.content,
    actions: [
      // a "Cancel" beside "Cancel booking" is ambiguous: callers can name what not confirming keeps
      { label: options.cancelLabel ?? i18n._(cancelLabel), value: false, appearance: 'secondary' },
      { label: options.confirmLabel, value: true, appearance: 'primary' },
    ],
  });
}

/**
 * Asks before something that cannot be taken back (delete a class, cancel it for everyone): the confirming button
 * in the error colour, both named with verbs of what they do ("Delete class" / "Keep class"), never "OK" and
 * "Cancel", so the choice reads without the question.
 */
export function confirmDestructive(options: {
  title: string;
  content: ReactNode;
  confirmLabel: string;
  keepLabel: string;
}): Promise<boolean> {
  return openDialog({
    title: options.title,
    content: options.content,
    actions: [
      { label: options.keepLabel, value: false, appearance: 'secondary' },
      { label: options.confirmLabel, value: true, appearance: 'destructive' },
    ],
  });
}
