import { e2eNow } from '../e2e/clock.ts';

/*
 * The browsers read the run's pinned clock (tests/e2e/clock.ts), as the Chromium journeys do, so the
 * journeys see the same week whatever day they run.
 */

/** How far the pinned clock is ahead of the real one, in ms. */
export const pinnedOffsetMs = () => e2eNow() - Date.now();

/**
 * WebKit: libfaketime (Debian's `faketime`) shifts the clock of WebKitWebDriver and every process it
 * starts (browser, web and network processes, so service workers too) by the offset, running at real
 * speed; the monotonic clocks are left alone so timers behave.
 */
export const fakeTimeLibrary = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

export function fakeTimeEnv(): Record<string, string> {
  return { LD_PRELOAD: fakeTimeLibrary, FAKETIME: (pinnedOffsetMs() / 1000).toFixed(3), DONT_FAKE_MONOTONIC: '1' };
}

/**
 * Firefox does not start under libfaketime, so each of its documents gets a Date that reads the pinned
 * clock, before the page's own scripts run (a BiDi preload script). Date objects made elsewhere (read
 * back from IndexedDB) stay Dates: the pinned constructor shares Date's prototype.
 */
export function pinnedDateSource(offsetMs: number): string {
  return String.raw`(() => {
    const RealDate = Date;
    const offset = ${offsetMs};
    const now = () => RealDate.now() + offset;
    function PinnedDate(...args) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
    }
    PinnedDate.prototype = RealDate.prototype;
    PinnedDate.now = now;
    PinnedDate.parse = RealDate.parse;
    PinnedDate.UTC = RealDate.UTC;
    globalThis.Date = PinnedDate;
  })()`;
}
