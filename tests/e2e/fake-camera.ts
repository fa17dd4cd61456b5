import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A y4m video (Chromium's fake camera, `--use-file-for-fake-video-capture`) showing `text` as a QR
 * code, black on white with a quiet zone, in a few identical 4:2:0 frames that Chromium loops.
 */
export async function writeQrVideo(text: string): Promise<string> {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor((HEIGHT * 0.8) / (modules + 8));
  const side = (modules + 8) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 0xa0); // a grey surround, like a desk under the card
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < modules && my < modules && qr.modules.get(my, mx) === 1;
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(tmpdir(), `club-card-${text}-${process.pid}.y4m`);
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
  return file;
}
