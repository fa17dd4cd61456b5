import type { DecodeAnswer, DecodeRequest } from './qr-decoder.worker.ts';

/** Frames go to the worker no larger than this on their long side: enough for a card's QR, cheap to decode. */
const MAX_FRAME_SIDE = 640;
/** Between two frames sent for decoding (one is in flight at a time anyway). */
const FRAME_INTERVAL_MS = 120;

/**
 * Reads the video's frames into the jsQR worker, one at a time, and reports each decoded text.
 * Returns the stop function. A failing worker reports once through `onFailure`.
 */
export function decodeVideo(
  video: HTMLVideoElement,
  onText: (text: string, capturedAt: number) => void,
  onFailure: () => void,
): () => void {
  const worker = new Worker(new URL('./qr-decoder.worker.ts', import.meta.url), { type: 'module', name: 'qr-decoder' });
  let stopped = false;
  let inFlight = false;
  let nextId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the frame in flight was taken from the video (page clock), for the benchmark's "code seen".
  let capturedAt = 0;

  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void sendFrame(), FRAME_INTERVAL_MS);
  };

  const sendFrame = async () => {
    if (stopped || inFlight) return;
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return schedule();
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    try {
      capturedAt = performance.now();
      const frame = await createImageBitmap(video, { resizeWidth: width, resizeHeight: height, resizeQuality: 'low' });
      if (stopped) return frame.close();
      inFlight = true;
      const request: DecodeRequest = { id: ++nextId, frame };
      worker.postMessage(request, [frame]);
    } catch {
      schedule();
    }
  };

  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    inFlight = false;
    if (stopped) return;
    if (event.data.text) onText(event.data.text, capturedAt);
    schedule();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    if (!stopped) onFailure();
    stop();
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    worker.terminate();
  }

  void sendFrame();
  return stop;
}
