import { afterEach, beforeEach } from 'vitest';

/**
 * Makes a test during which the code logs an error fail: such an error (an act() warning, a failed render,
 * a background job's failure caught and logged) would otherwise pass unnoticed. A test that expects one
 * spies on console.error itself (vi.spyOn), which takes the place of this trap. Call from a setup file.
 */
export function trapConsoleErrors(): void {
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
}
