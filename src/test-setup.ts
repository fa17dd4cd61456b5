import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@lingui/core';
import { getTenant } from '../tenants/registry.ts';
import { clubIdentityScript } from '../tenants/club-identity.ts';

// The page's club, as the server writes it into index.html (src/shell/current-tenant.ts reads it).
document.head.insertAdjacentHTML('beforeend', clubIdentityScript(getTenant('default')));

// Components render with source-language texts in tests; catalogs are checked separately.
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  localStorage.clear();
});

/**
 * A test during which React or the app logs an error fails: such an error (an act() warning, a failed
 * render, a rejected promise caught and logged) would otherwise pass unnoticed. A test that expects one
 * spies on console.error itself (vi.spyOn), which takes the place of this trap.
 */
const consoleError = console.error;
let loggedErrors: unknown[][] = [];
beforeEach(() => {
  loggedErrors = [];
  console.error = (...args: unknown[]) => {
    loggedErrors.push(args);
    consoleError(...args);
  };
});
afterEach(() => {
  const trapped = console.error;
  console.error = consoleError;
  if (trapped === consoleError || loggedErrors.length === 0) return;
  throw new Error(
    `console.error was called during the test: ${loggedErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
  );
});
