/** Why the camera could not start, each with its own message on screen. */
export type CameraProblem = 'denied' | 'noCamera' | 'failed';

export type CameraStart = { stream: MediaStream; backCamera: boolean } | { problem: CameraProblem };

function errorName(error: unknown): string {
  return error instanceof DOMException ? error.name : '';
}

/**
 * Asks for the camera only now (on start). The back camera first (facingMode environment); a
 * device without one (a laptop) gets its other camera, and the caller says "no back camera".
 */
export async function startCamera(): Promise<CameraStart> {
  if (!navigator.mediaDevices?.getUserMedia) return { problem: 'noCamera' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { exact: 'environment' } }, audio: false });
    return { stream, backCamera: true };
  } catch (error) {
    const name = errorName(error);
    if (name === 'NotAllowedError' || name === 'SecurityError') return { problem: 'denied' };
    if (name !== 'OverconstrainedError' && name !== 'NotFoundError' && name !== 'NotReadableError') return { problem: 'failed' };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    return { stream, backCamera: false };
  } catch (error) {
    const name = errorName(error);
    if (name === 'NotAllowedError' || name === 'SecurityError') return { problem: 'denied' };
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return { problem: 'noCamera' };
    return { problem: 'failed' };
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
