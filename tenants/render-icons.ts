// Renders each tenant's favicon.svg to the PNG icons its web manifest lists (server/domain/install/web-manifest.ts):
// the app icon at 192 and 512 px, a maskable one (the favicon inside the safe zone, on the club's colour to the
// edges, so a launcher's circle or squircle never cuts the mark), and the shortcuts' icons in the club's colour.
// Run after changing a favicon: `npx tsx tenants/render-icons.ts` (uses the system Chromium).
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { tenantIds } from '../src/api/contract/tenant.ts';

const iconSizes = [192, 512] as const;

/** The shortcuts' glyphs (24×24, white on the club's colour): a calendar page and a door with an arrow in. */
const shortcutGlyphs = {
  timetable:
    'M7 2h2v2h6V2h2v2h2.5A1.5 1.5 0 0 1 21 5.5v14a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19.5v-14A1.5 1.5 0 0 1 4.5 4H7zM5 9v10h14V9zm2 2h3v3H7zm5 0h3v3h-3z',
  entry: 'M12 3h7a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-7v-2h6V5h-6zM3 11h8V7.5l5 4.5-5 4.5V13H3z',
} as const;

/** The club's colour: every favicon is its mark on a rounded square of that colour. */
function clubColour(favicon: string): string {
  const fill = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(favicon)?.[1];
  if (!fill) throw new Error('favicon.svg has no coloured <rect> to take the club colour from');
  return fill;
}

const inner = (svg: string) => svg.replace(/^[^]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The maskable icon's safe zone is the centred circle of 80 %: the 64-unit favicon at 70 % keeps its mark inside. */
function maskable(favicon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512">
  <rect width="64" height="64" fill="${clubColour(favicon)}"/>
  <g transform="translate(9.6 9.6) scale(0.7)">${inner(favicon)}</g>
</svg>`;
}

function shortcut(favicon: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96">
  <rect width="24" height="24" rx="5" fill="${clubColour(favicon)}"/>
  <g transform="translate(4 4) scale(0.6667)"><path d="${glyph}" fill="#ffffff"/></g>
</svg>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const render = async (svg: string, size: number, file: string) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await writeFile(file, await page.locator('svg').screenshot({ omitBackground: true }));
  };
  for (const id of tenantIds) {
    const favicon = await readFile(new URL(`./${id}/favicon.svg`, import.meta.url), 'utf8');
    const out = (name: string) => new URL(`./${id}/${name}`, import.meta.url).pathname;
    for (const size of iconSizes) {
      await render(
        favicon.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`),
        size,
        out(`icon-${size}.png`),
      );
    }
    await render(maskable(favicon), 512, out('icon-maskable-512.png'));
    for (const [name, glyph] of Object.entries(shortcutGlyphs))
      await render(shortcut(favicon, glyph), 96, out(`shortcut-${name}-96.png`));
  }
} finally {
  await browser.close();
}
