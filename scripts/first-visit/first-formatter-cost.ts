/**
 * `npx tsx scripts/first-visit/first-formatter-cost.ts`: what a page's first Intl date formatter costs the main thread
 * in Chromium at 4× CPU (first-visit piece 9: login and entry write their dates without Intl, src/lib/dates.ts),
 * beside a second language's and one more of a language already loaded. Median of 9 fresh pages.
 */
import { chromium } from 'playwright-core';
import { chromiumOptions } from '../bench-support.ts';

const RUNS = 9;
const browser = await chromium.launch(chromiumOptions);
const runs: number[][] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('data:text/html,<p>date</p>');
    runs.push(
      // A loop, not a helper function: tsx names functions with a helper the page does not have.
      await page.evaluate(() => {
        const formats: [string, Intl.DateTimeFormatOptions][] = [
          ['et', { weekday: 'long', day: 'numeric', month: 'long' }],
          ['lv', { hour: '2-digit', minute: '2-digit' }],
          ['et', { weekday: 'short' }],
        ];
        const times: number[] = [];
        for (const [locale, options] of formats) {
          const start = performance.now();
          new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Tallinn', ...options }).format(new Date());
          times.push(performance.now() - start);
        }
        return times;
      }),
    );
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (k: number) => {
  const sorted = runs.map((run) => run[k]!).sort((a, b) => a - b);
  return sorted[Math.floor(RUNS / 2)]!.toFixed(1);
};
const range = (k: number) => {
  const values = runs.map((run) => run[k]!);
  return `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
};
console.log(`At 4× CPU, median of ${RUNS} pages (range):`);
console.log(`  the page's first formatter   ${median(0)} ms (${range(0)})`);
console.log(`  a second language's          ${median(1)} ms (${range(1)})`);
console.log(`  another of a loaded language ${median(2)} ms (${range(2)})`);
