import { QUIET_ZONE, qrCodeOf } from './qr-code.ts';

/**
 * Draws `text` as a QR code on `canvas` so that it fits `cssWidth` CSS pixels: the bitmap is in device
 * pixels (`devicePixelRatio` of them per CSS pixel) with a whole number of them per module, so every
 * module is crisp, and the canvas is displayed at exactly bitmap / devicePixelRatio CSS pixels (one
 * bitmap pixel on one screen pixel). Dark on white whatever the colour mode. Throws when `text`
 * cannot be encoded.
 */
export function drawQr(canvas: HTMLCanvasElement, text: string, cssWidth: number, devicePixelRatio: number): void {
  const { modules } = qrCodeOf(text);
  const span = modules.size + 2 * QUIET_ZONE;
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const scale = Math.max(1, Math.floor((cssWidth * ratio) / span));
  const side = span * scale;
  canvas.width = side;
  canvas.height = side;
  canvas.style.width = `${side / ratio}px`;
  canvas.style.height = `${side / ratio}px`;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000000';
  // One path of horizontal runs, filled once: a rectangle per dark module took tens of milliseconds on a
  // slow phone (hundreds of fill calls), in the same task as the page's first render.
  context.beginPath();
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      context.rect((start + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale, (column - start) * scale, scale);
    }
  }
  context.fill();
}
