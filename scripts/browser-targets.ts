/**
 * The oldest engines the app supports (README, Notes), as build targets: the app's chunks (vite.config.ts
 * build.target, CSS too) and the service worker (sw/vite-plugin.ts) transpile their syntax for them.
 * Safari/iOS 16.4 is the first with web push for an app on the home screen; Firefox 115 is the oldest ESR
 * still in use; Chromium 111 is of the same spring (2023) as Safari 16.4.
 * APIs newer than these are refused by eslint.config.js.
 */
export const browserTargets = ['es2022', 'safari16.4', 'ios16.4', 'firefox115', 'chrome111'];
