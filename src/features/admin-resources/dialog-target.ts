import { useState } from 'react';

/**
 * What a dialog shows, kept while it closes: Fluent's Dialog then runs its own closing (focus back,
 * tabster gives the page back to screen readers). Unmounting a still-open modal instead can leave the
 * page aria-hidden (microsoft/fluentui#35139; see shell/stale-modal-hiding.ts). `key` starts each
 * showing with a fresh form.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ value: T; open: boolean; key: number } | null>(null);
  return {
    state,
    show: (value: T) => setState((s) => ({ value, open: true, key: (s?.key ?? 0) + 1 })),
    hide: () => setState((s) => (s ? { ...s, open: false } : s)),
  };
}
