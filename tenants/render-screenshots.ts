// Takes each club's install-sheet screenshots (web manifest `screenshots`, server/domain/install/web-manifest.ts)
// from the club's own built app: the demo member's timetable, narrow (390×844) and wide (1280×800), at the e2e
// suite's pinned clock, saved as WebP by the browser itself. Per club, because a sheet showing one club's
// name, logo and colours while installing another's would be a lie. Run after a visible change to the
// timetable: `npx vite build && npx tsx tenants/render-screenshots.ts` (system Chromium; port 0, own data dir).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { tenantIds, type TenantId } from '../src/api/contract/tenant.ts';
import { pinE2eClock, e2eNow, pinnedServerEnv } from '../tests/e2e/clock.ts';
import { demoUsers } from '../tests/e2e/demo-users.ts';
import { startServer, stopGracefully } from '../server/test-support/server-process.ts';

const views = {
  narrow: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  wide: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

async function screenshot(
  browser: Browser,
  origin: string,
  tenant: TenantId,
  view: keyof typeof views,
): Promise<Buffer> {
  const context = await browser.newContext({
    ...views[view],
    deviceScaleFactor: 1,
    timezoneId: 'Europe/Tallinn',
    colorScheme: 'light',
  });
  await context.clock.install({ time: e2eNow() });
  try {
    const page = await context.newPage();
    const url = new URL(origin);
    url.hostname = tenant === 'default' ? 'localhost' : `${tenant}.localhost`;
    await page.goto(new URL('/login', url).href);
    // By e-mail: some clubs log in by e-mail only (page rule login.isEmail), and every club accepts it.
    await page
      .getByRole('textbox', { name: /username|email/i })
      .fill(`${demoUsers.member.username}@${tenant}.example.com`);
    await page.getByLabel(/password/i).fill(demoUsers.member.password);
    await page.getByRole('button', { name: /log in/i }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await page.goto(new URL('/calendar', url).href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText(/^\d\d:\d\d/)
      .first()
      .waitFor();
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    // The browser's own WebP encoder: no image library for a few files a year.
    const webp = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.6).replace(/^data:image\/webp;base64,/, '');
    }, png.toString('base64'));
    return Buffer.from(webp, 'base64');
  } finally {
    await context.close();
  }
}

pinE2eClock();
const dataDir = await mkdtemp(join(tmpdir(), 'club-screenshots-'));
const server = await startServer({ ...pinnedServerEnv(), DATA_DIR: dataDir, STATIC_DIR: 'dist' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  // `npx tsx tenants/render-screenshots.ts reval spa` renders those clubs only.
  const asked = process.argv.slice(2);
  for (const tenant of tenantIds.filter((id) => asked.length === 0 || asked.includes(id))) {
    for (const view of ['narrow', 'wide'] as const) {
      const webp = await screenshot(browser, server.origin, tenant, view);
      await writeFile(new URL(`./${tenant}/screenshot-${view}.webp`, import.meta.url), webp);
      console.log(`${tenant}/screenshot-${view}.webp ${(webp.length / 1024).toFixed(1)} KiB`);
    }
  }
} finally {
  await browser.close();
  await stopGracefully(server);
  await rm(dataDir, { recursive: true, force: true });
}
