import type { BrowserContext, Page } from '@playwright/test';

/*
 * Takes the device off the network, or puts it back. `context.setOffline` cuts the network, but what a
 * document loaded while offline then reports as `navigator.onLine` depends on the Chromium build (Debian's
 * 150 says true, 156 false), and the app rightly says "Server not reachable" instead of "Offline" when the
 * flag says online. So every document of the context, open now or loaded later, also reports the state the
 * test chose and hears its event: offline means the same in every browser build.
 */
export async function setDeviceOnline(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
  // Init scripts run in the order they were added: the latest state is the one every new document reports.
  await context.addInitScript((state: boolean) => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => state });
  }, online);
  await Promise.all(
    context.pages().map((page) =>
      page
        .evaluate((state: boolean) => {
          Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => state });
          window.dispatchEvent(new Event(state ? 'online' : 'offline'));
        }, online)
        .catch(() => {
          // A page closing or navigating: its next document gets the state from the init script.
        }),
    ),
  );
}

/**
 * Closes the page once the app's query cache has reached IndexedDB, takes the device off the network and opens
 * the same address again: what the app shows from what it kept on the device.
 */
export async function reopenOffline(page: Page, context: BrowserContext): Promise<Page> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1500); // the query cache reaches IndexedDB at most once a second
  const address = page.url();
  await page.close();
  await setDeviceOnline(context, false);
  const offline = await context.newPage();
  await offline.goto(address);
  return offline;
}
