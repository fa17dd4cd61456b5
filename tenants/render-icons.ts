// Renders each tenant's favicon.svg to the PNG app icons a web manifest needs (192 and 512 px).
// Run after changing a favicon: `npx tsx tenants/render-icons.ts` (uses the system Chromium).
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { tenantIds } from '../src/api/contract/tenant.ts';

const iconSizes = [192, 512] as const;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const id of tenantIds) {
    const svg = await readFile(new URL(`./${id}/favicon.svg`, import.meta.url), 'utf8');
    for (const size of iconSizes) {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      await writeFile(new URL(`./${id}/icon-${size}.png`, import.meta.url), png);
    }
  }
} finally {
  await browser.close();
}
