/**
 * The top bar's icons as SVG path data (24×24, filled with the text colour), shared by the app's bar
 * (src/shell/icon.tsx) and the server's app shell (server/routes/app-shell.ts), so here, where the server
 * may read them. Drawn, not typed: the glyphs ☰ ☀ ☾ made the browser search the device's fonts for a
 * symbol font before its first paint, and looked different on every phone.
 */
export const iconPaths = {
  menu: 'M3 5h18v2.2H3zM3 10.9h18v2.2H3zM3 16.8h18V19H3z',
  sun:
    'M12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10zM11 1h2v3.5h-2zM11 19.5h2V23h-2zM1 11h3.5v2H1zM19.5 11H23v2h-3.5z' +
    'M4.22 5.64l1.42-1.42 2.47 2.47-1.42 1.42zM16.31 17.73l1.42-1.42 2.47 2.47-1.42 1.42zM4.22 18.36l2.47-2.47 1.42 1.42-2.47 2.47zM16.31 6.27l2.47-2.47 1.42 1.42-2.47 2.47z',
  moon: 'M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z',
} as const;

export type IconName = keyof typeof iconPaths;
