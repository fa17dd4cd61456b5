/**
 * What the Lighthouse benchmarks share (`bench-lighthouse.ts`, `bench-first-visit.ts`): Debian's Chromium with a
 * debugging port, one audit with the mobile preset, and the member's login kept between audits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { chromiumOptions, logInAsMember } from './bench-support.ts';

export type Figures = { score: number; fcp: number; lcp: number; tbt: number; bytes: number; requests: number };

const chromeFlags = ['--headless=new', ...chromiumOptions.args];

/** Chromium with a profile of its own and a debugging port it picks (read back from DevToolsActivePort). */
export async function launchChromium(profileDir: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(
    chromiumOptions.executablePath,
    [...chromeFlags, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const portFile = path.join(profileDir, 'DevToolsActivePort');
  for (let i = 0; i < 100; i++) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) return { port, process: child };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

/** Lighthouse could not record the load (e.g. NO_NAVSTART, a trace without its navigation): worth another try. */
export class LighthouseRunError extends Error {}

export type AuditOptions = {
  /** keep local storage (the login), skipping Lighthouse's own storage reset */
  keepLogin: boolean;
  /** 'simulate' (Lighthouse's default: a recorded load, replayed on a model of slow 4G and a 4× slower CPU) or 'devtools' (the browser really slowed) */
  throttlingMethod?: 'simulate' | 'devtools';
  /** a folder for the run's report (JSON) and trace, as `<name>.json` and `<name>.trace.json` */
  reportDir?: string | undefined;
  reportName?: string;
};

/** One Lighthouse navigation (mobile preset, performance only). */
export async function audit(url: string, port: number, options: AuditOptions): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: options.keepLogin,
    ...(options.throttlingMethod ? { throttlingMethod: options.throttlingMethod } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (options.reportDir) {
    mkdirSync(options.reportDir, { recursive: true });
    const name = options.reportName ?? (new URL(url).pathname.replaceAll('/', '') || 'root');
    writeFileSync(path.join(options.reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
    // The recorded trace too: Lighthouse's simulation works from its tasks (open it in DevTools' Performance panel).
    writeFileSync(path.join(options.reportDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A lost login would measure the login screen instead of the page asked for.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
  };
}

/** One audit, run again (at most twice) when Lighthouse could not record the load. */
export async function auditWithRetries(url: string, port: number, options: AuditOptions): Promise<Figures> {
  for (let failed = 0; ; failed++) {
    try {
      return await audit(url, port, options);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || failed >= 2) throw error;
      console.log(`  ${error.message}; running it again`);
    }
  }
}

/** Runs `work` on a new page of the browser Lighthouse drives, then disconnects (the browser keeps running). */
async function withPage(port: number, work: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await work(page);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * The browser forgets everything of the origin except its login: the page, code and data load from the network.
 * `keys` names local-storage entries to forget too.
 */
export async function forgetAllButLogin(port: number, origin: string, keys: readonly string[] = []): Promise<void> {
  await withPage(port, async (page) => {
    if (keys.length > 0) {
      // A page of the origin that runs no app, to reach its local storage.
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((names) => names.forEach((key) => localStorage.removeItem(key)), keys);
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage,indexeddb' });
    await cdp.send('Network.clearBrowserCache');
  });
}

/** Logs the demo member in, in the browser Lighthouse drives. */
export async function logIn(port: number, origin: string): Promise<void> {
  await withPage(port, (page) => logInAsMember(page, origin));
}
