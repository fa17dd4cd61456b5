import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * The app shell the server painted into #root (server/routes/app-shell.ts), kept from the page before React
 * takes #root over. The app shows it until its own layout is on screen: React's first commit empties #root
 * while the router is still matching the first route, and on a slow phone the page went blank between the
 * two for a tenth of a second or more.
 */
let markup = '';
let shown = false;
const listeners = new Set<() => void>();

/** Keeps what #root holds now; called once, before the first render. */
export function keepServerShell(root: HTMLElement): void {
  markup = root.innerHTML;
  shown = markup !== '';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept shell, exactly as the page had it (our own server's markup, never user input), until the layout is up. */
export function ServerShell() {
  const visible = useSyncExternalStore(subscribe, () => shown);
  if (!visible) return null;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** Called by the app's layout: the shell goes in the same commit that puts the layout on screen. */
export function useServerShellHandover(): void {
  useLayoutEffect(() => {
    if (!shown) return;
    shown = false;
    for (const listener of listeners) listener();
  }, []);
}
