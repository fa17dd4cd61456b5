import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/*
 * The screenshots must not depend on the machine's fonts: the app names Noto Sans first (and Source Code Pro for
 * codes), so the pages get those from npm's @fontsource packages, whatever the system has. A page's own @font-face
 * wins over an installed font of the same family name.
 */
const packages = path.resolve('node_modules/@fontsource');
const sheets = [
  'noto-sans/400.css',
  'noto-sans/400-italic.css',
  'noto-sans/600.css',
  'noto-sans/700.css',
  'source-code-pro/400.css',
  'source-code-pro/700.css',
];
const prefix = '/__visual-fonts/';

/** The @font-face rules, their files served under /__visual-fonts/<package>/files/… */
const fontFaceCss = sheets
  .map((sheet) => {
    const pkg = sheet.split('/')[0]!;
    return readFileSync(path.join(packages, sheet), 'utf8').replaceAll('url(./files/', `url(${prefix}${pkg}/files/`);
  })
  .join('\n');

/** Serves the font files to every page of the context. */
export async function serveFonts(context: BrowserContext): Promise<void> {
  await context.route(`**${prefix}**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(prefix.length);
    const type = file.endsWith('.woff2') ? 'font/woff2' : 'font/woff';
    return route.fulfill({ body: readFileSync(path.join(packages, file)), contentType: type });
  });
}

/** Adds the rules to the page and waits until the fonts it uses are loaded. */
export async function loadNpmFonts(page: Page): Promise<void> {
  await page.addStyleTag({ content: fontFaceCss });
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}
