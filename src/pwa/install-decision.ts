/**
 * When the app offers to install itself, and how (issue #25). Pure, so each case is tested without a browser.
 *
 * - `prompt`: the browser handed over its install offer (Chromium's `beforeinstallprompt`): one tap shows the
 *   browser's own install sheet.
 * - `ios`: Safari (and every iOS browser, all WebKit) has no prompt; the app shows the Share → Add to Home
 *   Screen steps.
 * - `android-menu`: Firefox on Android installs from its menu, without a prompt; the app shows where.
 * - null: nothing to offer. Already installed or running installed, or a browser that cannot install a web
 *   app from a page (Firefox and Safari before 17 on a computer) or has not offered it (Chromium withholds the
 *   prompt while the app is installed): an entry that can only say "not here" would be noise.
 */
export type InstallWay = 'prompt' | 'ios' | 'android-menu';

export type DevicePlatform = 'ios' | 'android-firefox' | 'other';

export type InstallSituation = {
  platform: DevicePlatform;
  /** The page runs as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  isStandalone: boolean;
  /** The app was installed from this page (`appinstalled`). */
  isInstalled: boolean;
  /** A deferred `beforeinstallprompt` is at hand. */
  hasPrompt: boolean;
};

/** The device from its user agent; iPadOS Safari calls itself a Mac, but a Mac has no touch screen. */
export function devicePlatform(userAgent: string, maxTouchPoints: number): DevicePlatform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent) && /Firefox\//.test(userAgent)) return 'android-firefox';
  return 'other';
}

export function installWay(situation: InstallSituation): InstallWay | null {
  if (situation.isStandalone || situation.isInstalled) return null;
  if (situation.hasPrompt) return 'prompt';
  if (situation.platform === 'ios') return 'ios';
  if (situation.platform === 'android-firefox') return 'android-menu';
  return null;
}

/** Home suggests installing from this visit on: the first two are for getting to know the app. */
export const VISITS_BEFORE_HOME_OFFER = 3;

/** Whether home shows its install card: installable here, a returning member, never dismissed in this club. */
export function offersOnHome(way: InstallWay | null, record: { visits: number; dismissed: boolean }): boolean {
  return way !== null && !record.dismissed && record.visits >= VISITS_BEFORE_HOME_OFFER;
}
