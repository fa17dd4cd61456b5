import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Shows `fallback` first and renders `children` in a background render right after. React renders a transition
 * in slices, yielding to the browser between them, where an update from a store (the router, a query) renders at
 * once in one long task: on a phone that task would leave the page unresponsive.
 */
export function DeferredRender({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  // After the fallback's paint (a passive effect), as a transition: interruptible, in slices.
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
