import { afterEach, describe, expect, it } from 'vitest';
import { isDoorPath } from '../common/door-snapshot.ts';
import { removeDoorOverlay, removeDoorOverlayUnlessOwnedBy, watchDoorOverlay } from './door-overlay.ts';

/** The page as the service worker sends it for /entry with a snapshot of user 42. */
function paintOverlay() {
  document.body.innerHTML =
    '<div id="door-snapshot" data-user="42"><div role="img" aria-label="QR code of entry code 1"></div></div><div id="root" inert></div>';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the door overlay hand-over', () => {
  it('removes the overlay and gives the app back to the user', () => {
    paintOverlay();
    removeDoorOverlay();
    expect(document.getElementById('door-snapshot')).toBeNull();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    expect(() => removeDoorOverlay()).not.toThrow();
  });

  it('shows only the logged-in user’s codes', () => {
    paintOverlay();
    expect(removeDoorOverlayUnlessOwnedBy(42)).toBe(false);
    expect(document.getElementById('door-snapshot')).not.toBeNull();
    expect(removeDoorOverlayUnlessOwnedBy(7)).toBe(true);
    expect(document.getElementById('door-snapshot')).toBeNull();
    paintOverlay();
    expect(removeDoorOverlayUnlessOwnedBy(null)).toBe(true);
    expect(removeDoorOverlayUnlessOwnedBy(null)).toBe(false);
  });

  it('goes as soon as the app shows another page, and stops listening then', () => {
    paintOverlay();
    let listener: ((pathname: string) => void) | null = null;
    let unsubscribed = false;
    watchDoorOverlay((next) => {
      listener = next;
      return () => (unsubscribed = true);
    });
    listener!('/entry');
    expect(document.getElementById('door-snapshot')).not.toBeNull();
    listener!('/login');
    expect(document.getElementById('door-snapshot')).toBeNull();
    expect(unsubscribed).toBe(true);
  });

  it('does not listen when there is no overlay', () => {
    let subscribed = false;
    watchDoorOverlay(() => {
      subscribed = true;
      return () => {};
    });
    expect(subscribed).toBe(false);
  });

  it('knows the entry page by its path', () => {
    expect(isDoorPath('/entry')).toBe(true);
    expect(isDoorPath('/entry/')).toBe(true);
    expect(isDoorPath('/entryway')).toBe(false);
    expect(isDoorPath('/')).toBe(false);
  });
});
