import { proxy, ref } from 'valtio';
import type { ReactNode } from 'react';

export type DialogAction = { label: string; value: boolean; appearance?: 'primary' | 'secondary' | 'destructive' };

/** docs/behaviour.md#records-and-local-state dialog state. Not persisted (no storage key): a dialog never survives a reload. */
export const dialogState = proxy({
  isOpen: false,
  header: '',
  title: '',
  content: null as ReactNode,
  actions: [] as DialogAction[],
  resolve: null as null | ((value: boolean) => void),
});

export function openDialog(options: {
  header?: string;
  title: string;
  content: ReactNode;
  actions: DialogAction[];
}): Promise<boolean> {
  closeDialog(false);
  return new Promise((resolve) => {
    dialogState.header = options.header ?? '';
    dialogState.title = options.title;
    dialogState.content =
      typeof options.content === 'object' && options.content !== null ? ref(options.content) : options.content;
    dialogState.actions = options.actions;
    dialogState.resolve = ref(resolve);
    dialogState.isOpen = true;
  });
}

/** Closes the open dialog, answering its promise (false when dismissed). */
export function closeDialog(value = false): void {
  const resolve = dialogState.resolve;
  dialogState.isOpen = false;
  dialogState.resolve = null;
  dialogState.content = null;
  resolve?.(value);
}
