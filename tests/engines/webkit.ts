import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, WebElement, type WebDriver } from 'selenium-webdriver';
import { DrivenPage } from './driven-page.ts';
import type { EnginePage } from './engine-page.ts';
import { fakeTimeEnv } from './pinned-clock.ts';

/** Debian's WebKitGTK (`libwebkit2gtk-4.1-0`): its MiniBrowser, driven by WebKitWebDriver (`webkit2gtk-driver`). */
export const miniBrowserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const webKitDriverPath = '/usr/bin/WebKitWebDriver';

/** A display for the browser windows: MiniBrowser's --headless did not work, so an Xvfb (`xvfb`). */
async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code})`)));
  });
  return { display, stop: () => void xvfb.kill() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function until(ready: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type WebKit = { open: (origin: string, failureDir: string) => Promise<EnginePage>; stop: () => Promise<void> };

/**
 * One display and one WebKitWebDriver for a run; each page is a session of its own (a fresh MiniBrowser,
 * fresh storage). The driver and its browsers read the run's pinned clock through libfaketime.
 */
export async function startWebKit(): Promise<WebKit> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver: ChildProcess = spawn(webKitDriverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, TZ: 'Europe/Tallinn', ...fakeTimeEnv() },
    stdio: 'ignore',
  });
  const server = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${server}/status`)).ok, 15_000, 'WebKitWebDriver');
  return {
    open: async (origin, failureDir) => {
      const session: WebDriver = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
        })
        .build();
      // Phone-like: MiniBrowser's window is at least about 447 CSS px wide.
      await session.manage().window().setRect({ width: 450, height: 900 });
      // A page load or script that never ends fails its step within a minute, naming the step, instead of running
      // into the journey's timeout (once in CI on 29 November, 180 s, with no word of where).
      await session.manage().setTimeouts({ pageLoad: 60_000, script: 30_000 });
      const run = async <T>(fnSource: string, arg: unknown): Promise<T> => {
        const outcome = (await session.executeAsyncScript(
          `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => (${fnSource})(arguments[0])).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
          arg ?? null,
        )) as { value?: T; error?: string };
        if (outcome.error !== undefined) throw new Error(outcome.error);
        return outcome.value as T;
      };
      return new DrivenPage<WebElement>(
        'webkit',
        origin,
        {
          navigate: (url) => session.get(url),
          reload: () => session.navigate().refresh(),
          currentUrl: () => session.getCurrentUrl(),
          run,
          element: async (fnSource, arg) => {
            const found: unknown = await session.executeScript(`return (${fnSource})(arguments[0]);`, arg);
            return found instanceof WebElement ? found : null;
          },
          click: async (element) => {
            await session.executeScript('arguments[0].scrollIntoView({ block: "center" });', element);
            await element.click();
          },
          type: async (element, value) => {
            await element.clear();
            await element.sendKeys(value);
          },
          screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
          reportedErrors: () => [],
          close: () => session.quit(),
        },
        failureDir,
      );
    },
    stop: async () => {
      driver.kill();
      xvfb.stop();
    },
  };
}
