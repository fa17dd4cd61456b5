/// <reference lib="webworker" />
import jsQR from 'jsqr';

/*
 * Decodes camera frames off the main thread, so the preview stays smooth (docs/behaviour.md#screens-and-routes scanner).
 * A frame arrives as an ImageBitmap (transferred, no copy); the answer is the QR text or null.
 */
export type DecodeRequest = { id: number; frame: ImageBitmap };
export type DecodeAnswer = { id: number; text: string | null };

const scope = self as unknown as DedicatedWorkerGlobalScope;
let canvas: OffscreenCanvas | null = null;

scope.onmessage = (event: MessageEvent<DecodeRequest>) => {
  const { id, frame } = event.data;
  const { width, height } = frame;
  if (!canvas || canvas.width !== width || canvas.height !== height) canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2d context in the decoder worker');
  context.drawImage(frame, 0, 0);
  frame.close();
  const pixels = context.getImageData(0, 0, width, height);
  const found = jsQR(pixels.data, width, height, { inversionAttempts: 'dontInvert' });
  const answer: DecodeAnswer = { id, text: found?.data || null };
  scope.postMessage(answer);
};
