import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScriptHash, startAppAfterFirstPaint } from './built-app.ts';

/** index.html as Vite builds it: the runtime, the libraries and the app's entry, in the order they run. */
const built = `<html><head>
    <title>Club booking</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-AAAA1111.js"></script>
    <script type="module" crossorigin src="/assets/vendor-BBBB2222.js"></script>
    <script type="module" crossorigin src="/assets/app-CCCC3333.js"></script>
  </head><body><div id="root"></div></body></html>`;

describe('the app starts after the first paint (issue 14)', () => {
  it('turns the module scripts into hints that fetch nothing before the start script, inline, makes them preloads', () => {
    const page = startAppAfterFirstPaint(built, 'startTheApp();');
    expect(page).not.toMatch(/<script type="module" crossorigin/);
    // No rel: the browser fetches none of them while it parses and paints the page.
    const hints = [
      ...page.matchAll(/<link data-after-paint="modulepreload" crossorigin href="([^"]+)" data-app-start>/g),
    ].map((match) => match[1]);
    expect(hints).toEqual([
      '/assets/rolldown-runtime-AAAA1111.js',
      '/assets/vendor-BBBB2222.js',
      '/assets/app-CCCC3333.js',
    ]);
    expect(page).not.toMatch(/<link rel="modulepreload"/);
    expect(page).toContain('<script type="module">startTheApp();</script>\n  </head>');
  });

  it('allows the inline start script by its SHA-256, as a Content-Security-Policy source', () => {
    const digest = createHash('sha256').update('startTheApp();').digest('base64');
    expect(inlineScriptHash('startTheApp();')).toBe(`sha256-${digest}`);
  });

  it('leaves a page without built module scripts as it is (the dev server)', () => {
    const dev = '<html><head></head><body><script type="module" src="/src/main.tsx"></script></body></html>';
    expect(startAppAfterFirstPaint(dev, 'startTheApp();')).toBe(dev);
  });
});
