import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `needed` is true on, and keeps them mounted after (so
 * closing animations run). Used for the menu drawer and dialogs: their Fluent components (focus
 * trapping, motion) load in their own chunk and stay out of the first visit's JavaScript.
 */
export function LazyWhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed && !wasNeeded) setWasNeeded(true);
  if (!needed && !wasNeeded) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
