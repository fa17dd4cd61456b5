/*
 * The door overlay: the entry codes the service worker painted into /entry from the door snapshot
 * (sw/door-snapshot-html.ts) before any script ran. The app takes over from it: it is removed when the
 * entry page has drawn its own QR codes (in the same task, so there is no frame without a code), and
 * at once when the app is anywhere else or the snapshot is not the current user's.
 */
import { DOOR_OVERLAY_ID, isDoorPath } from '../common/door-snapshot.ts';

function overlay(): HTMLElement | null {
  return document.getElementById(DOOR_OVERLAY_ID);
}

/** Removes the overlay and gives the app behind it back to the user (the worker made it inert). */
export function removeDoorOverlay(): void {
  const shown = overlay();
  if (!shown) return;
  shown.remove();
  document.getElementById('root')?.removeAttribute('inert');
}

/**
 * Removes the overlay unless it shows `userId`'s codes; returns true when it showed someone else's,
 * so the caller can delete that snapshot too.
 */
export function removeDoorOverlayUnlessOwnedBy(userId: number | null): boolean {
  const shown = overlay();
  if (!shown) return false;
  const owner = Number(shown.dataset.user);
  if (userId !== null && owner === userId) return false;
  removeDoorOverlay();
  return true;
}

type PathListener = (pathname: string) => void;

/** Removes the overlay as soon as the app shows anything other than the entry page (e.g. the login page). */
export function watchDoorOverlay(subscribe: (listener: PathListener) => () => void): () => void {
  let stop = () => {};
  if (!overlay()) return stop;
  stop = subscribe((pathname) => {
    if (isDoorPath(pathname)) return;
    removeDoorOverlay();
    stop();
  });
  return stop;
}
