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
