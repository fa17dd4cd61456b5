import { describe, expect, it } from 'vitest';
import { startAppAfterFirstPaint } from './built-app.ts';

/** index.html as Vite builds it: the runtime, the libraries and the app's entry, in the order they run. */
const built = `<html><head>
    <title>Club booking</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-AAAA1111.js"></script>
    <script type="module" crossorigin src="/assets/vendor-BBBB2222.js"></script>
    <script type="module" crossorigin src="/assets/app-CCCC3333.js"></script>
  </head><body><div id="root"></div></body></html>`;

describe('the app starts after the first paint (issue 14)', () => {
  it('turns the module scripts into low-priority preloads, in order, and runs them from /app-start.js', () => {
    const page = startAppAfterFirstPaint(built);
    expect(page).not.toMatch(/<script type="module" crossorigin/);
    const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low" data-app-start>/g)].map((match) => match[1]);
    expect(preloads).toEqual(['/assets/rolldown-runtime-AAAA1111.js', '/assets/vendor-BBBB2222.js', '/assets/app-CCCC3333.js']);
    expect(page).toContain('<script type="module" src="/app-start.js"></script>\n  </head>');
  });

  it('leaves a page without built module scripts as it is (the dev server)', () => {
    const dev = '<html><head></head><body><script type="module" src="/src/main.tsx"></script></body></html>';
    expect(startAppAfterFirstPaint(dev)).toBe(dev);
  });
});
