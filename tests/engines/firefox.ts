import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { DrivenPage } from './driven-page.ts';
import type { EnginePage } from './engine-page.ts';
import { pinnedDateSource, pinnedOffsetMs } from './pinned-clock.ts';

/** Debian's Firefox ESR (`apt-get install firefox-esr`), driven over WebDriver BiDi. */
export const firefoxPath = '/usr/bin/firefox-esr';

/** A phone-sized page of a fresh Firefox profile on the app's origin, reading the run's pinned clock. */
export async function openFirefox(origin: string, failureDir: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // The clubs' zone, as their members' phones have it.
    env: { ...process.env, TZ: 'Europe/Tallinn' },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2 });
  await page.evaluateOnNewDocument(pinnedDateSource(pinnedOffsetMs()));
  const errors: string[] = [];
  page.on('pageerror', (error) =>
    errors.push(`pageerror: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  const call = (fnSource: string, arg: unknown) => `(${fnSource})(${JSON.stringify(arg ?? null)})`;
  return new DrivenPage<ElementHandle>(
    'firefox',
    origin,
    {
      navigate: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      reload: async () => void (await page.reload({ waitUntil: 'load' })),
      currentUrl: async () => page.url(),
      run: <T>(fnSource: string, arg?: unknown) => page.evaluate(call(fnSource, arg)) as Promise<T>,
      element: async (fnSource, arg) =>
        (await page.evaluateHandle(call(fnSource, arg))).asElement() as ElementHandle | null,
      click: (handle) => handle.click(),
      type: async (handle, value) => {
        await handle.click();
        await page.keyboard.down('Control');
        await page.keyboard.press('KeyA');
        await page.keyboard.up('Control');
        await page.keyboard.type(value);
      },
      screenshot: async () => Buffer.from(await page.screenshot()),
      reportedErrors: () => errors,
      close: () => browser.close(),
    },
    failureDir,
  );
}
