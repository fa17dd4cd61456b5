/**
 * Why the camera could not start, each with its own message on screen:
 * - unsupported: the page cannot reach a camera at all (`navigator.mediaDevices` is missing on a page that is
 *   not https, and in old WebKit, e.g. an installed app on iOS before 13.4);
 * - denied: the user or a policy said no (NotAllowedError; SecurityError where the engine says that instead);
 * - noCamera: the device has none (NotFoundError, or an OverconstrainedError even without constraints);
 * - inUse: the camera exists but cannot be opened (NotReadableError: another app, a call, the system);
 * - failed: anything else (AbortError, a TypeError from an old engine, …).
 */
export type CameraProblem = 'unsupported' | 'denied' | 'noCamera' | 'inUse' | 'failed';

export type CameraStart = { stream: MediaStream; backCamera: boolean } | { problem: CameraProblem };

/**
 * The error's name. Not only DOMException: OverconstrainedError was a class of its own (not a DOMException)
 * in Chromium before 120 and in Safari, and an old engine may reject with a plain Error or an object.
 */
function errorName(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('name' in error)) return '';
  return typeof error.name === 'string' ? error.name : '';
}

function problemOf(error: unknown): CameraProblem {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError': // Chromium before 53
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'inUse';
    default:
      return 'failed';
  }
}

/** Whether this page can ask for a camera at all. */
function canAskForCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * Asks for the camera only now (on start). The back camera first (facingMode environment); a
 * device without one (a laptop) gets its other camera, and the caller says "no back camera".
 * Never throws: every failure is a problem the screen names.
 */
export async function startCamera(): Promise<CameraStart> {
  if (!canAskForCamera()) return { problem: 'unsupported' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { exact: 'environment' } },
      audio: false,
    });
    return { stream, backCamera: true };
  } catch (error) {
    const problem = problemOf(error);
    // no back camera (or it is busy): any other camera will do
    if (problem !== 'noCamera' && problem !== 'inUse') return { problem };
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    return { stream, backCamera: false };
  } catch (error) {
    return { problem: problemOf(error) };
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
