import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/**
 * Decodes the QR code a screenshot shows, as a phone camera at the door would see the screen: the PNG
 * is decoded by Chromium in a page of its own (no image library needed) and read by jsQR there.
 */
export async function openQrReader(
  browser: Browser,
): Promise<{ read: (png: Buffer) => Promise<string | null>; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') });
  return {
    read: (png) =>
      reader.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const drawing = canvas.getContext('2d');
        if (!drawing) throw new Error('no 2d context');
        drawing.drawImage(bitmap, 0, 0);
        const { data, width, height } = drawing.getImageData(0, 0, bitmap.width, bitmap.height);
        const decode = (
          globalThis as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
        ).jsQR;
        return decode(data, width, height)?.data ?? null;
      }, png.toString('base64')),
    close: () => context.close(),
  };
}

/** The element's box in CSS pixels, for checking that a code with its quiet zone lies inside the viewport. */
export async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}
