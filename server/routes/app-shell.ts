import { iconPaths, type IconName } from '../../src/common/icon-paths.ts';

/** The app bar's icon, drawn as the app draws it (src/shell/icon.tsx). */
const icon = (name: IconName) =>
  `<span class="app-shell-icon"><svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor"><path d="${iconPaths[name]}"/></svg></span>`;

/**
 * The app shell: the top bar as plain markup inside #root, painted with the page before any script runs, so
 * a phone on a slow network shows the club's bar and logo at once instead of a blank page. It copies the
 * look of the app's top bar (src/shell/top-bar.tsx; styles in src/shell/global.css) without its controls:
 * hidden from assistive technology and not focusable. React clears #root on its first render, putting the
 * real bar (same place, same logo) where this one was.
 */
export function appShellMarkup(logoSvg: string): string {
  // Dark mode until the app applies a stored choice (see tenants/theme-css.ts): the dark logo and the sun.
  // The logo is inline, so it paints with the page; the app's bar loads the same picture as a file.
  const logoUrl = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;
  return [
    '<div class="app-shell" aria-hidden="true">',
    icon('menu'),
    `<img class="app-shell-logo" src="${logoUrl}" alt="">`,
    '<span class="app-shell-spacer"></span>',
    icon('sun'),
    '</div>',
  ].join('');
}
