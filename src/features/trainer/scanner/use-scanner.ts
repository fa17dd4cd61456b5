import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { CardCode } from '../../../api/contract/card.ts';
import { startCamera, stopCamera, type CameraProblem } from './camera.ts';
import { decodeVideo } from './frame-decoder.ts';
import { createRepeatGuard } from './repeat-guard.ts';

export type ScannerState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'scanning'; backCamera: boolean }
  | { kind: 'problem'; problem: CameraProblem | 'scanFailed' };

/**
 * The camera and the decoder of the scanner screen. The camera is asked for only on start and
 * stops on stop, when the screen is left and when the app goes to the background. Each new card
 * code (not the same one again within a few seconds) goes to `onCode`.
 */
export function useScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>({ kind: 'idle' });
  const session = useRef<{ stream: MediaStream | null; stopDecoding: () => void } | null>(null);
  const guard = useRef(createRepeatGuard());
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  // Counts starts and stops: a start still waiting for the camera when stop comes must not go on.
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current += 1;
    session.current?.stopDecoding();
    stopCamera(session.current?.stream ?? null);
    session.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current.kind === 'problem' ? current : { kind: 'idle' }));
  }, []);

  const start = useCallback(async () => {
    const current = ++attempt.current;
    setState({ kind: 'starting' });
    const started = await startCamera();
    const video = videoRef.current;
    if (current !== attempt.current) return 'stream' in started ? stopCamera(started.stream) : undefined;
    if ('problem' in started) return setState({ kind: 'problem', problem: started.problem });
    if (!video) return stopCamera(started.stream);
    session.current = { stream: started.stream, stopDecoding: () => undefined };
    video.srcObject = started.stream;
    await video.play().catch(() => undefined);
    // Stopped (hidden, left, Stop) while the preview started: stop() has released the camera already.
    if (current !== attempt.current) return;
    let stopDecoding: () => void;
    try {
      stopDecoding = decodeVideo(
        video,
        (text, capturedAt) => {
          const code = v.safeParse(CardCode, text);
          if (!code.success) return setState({ kind: 'problem', problem: 'scanFailed' });
          // The benchmark measures from the frame taken and from the code decoded to the client on screen.
          performance.mark('scanner:frame-captured', { startTime: capturedAt });
          performance.mark('scanner:code-decoded');
          if (guard.current(code.output)) onCodeRef.current(code.output);
        },
        () => setState({ kind: 'problem', problem: 'scanFailed' }),
      );
    } catch {
      // a decoder worker this engine or its policy will not start (module workers came in Firefox 114): typing still works
      stop();
      return setState({ kind: 'problem', problem: 'failed' });
    }
    if (session.current) session.current.stopDecoding = stopDecoding;
    setState({ kind: 'scanning', backCamera: started.backCamera });
  }, [stop]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [stop]);

  return { videoRef, state, start: () => void start(), stop };
}
