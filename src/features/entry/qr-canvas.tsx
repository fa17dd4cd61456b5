import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/error-messages.ts';
import { drawQr } from './qr-drawing.ts';
import styles from './entry.module.css';

/**
 * Renders `text` as a QR code on a canvas as wide as its box allows, drawn on the device (works
 * offline) at device resolution. `onSettled` runs once the code is drawn (or could not be): the door
 * overlay hands over to the page then. Redrawn when the box changes size (rotation, zoom).
 */
export function QrCanvas({ text, label, onSettled }: { text: string; label: string; onSettled?: () => void }) {
  const { i18n } = useLingui();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  // A layout effect: drawn before the browser paints, so the canvas never shows blank, and the door
  // overlay (removed in onSettled, in the same task) is never seen beside it.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    if (!box || !canvas) return;
    let drawnFor = '';
    const draw = () => {
      const width = box.clientWidth;
      const ratio = window.devicePixelRatio || 1;
      if (width === 0 || `${width}@${ratio}` === drawnFor) return;
      drawnFor = `${width}@${ratio}`;
      try {
        drawQr(canvas, text, width, ratio);
      } catch {
        setFailed(true);
      }
    };
    draw();
    onSettled?.();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(draw);
    observer?.observe(box);
    window.addEventListener('resize', draw);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', draw);
    };
  }, [text, onSettled]);

  if (failed) {
    return (
      <p role="alert" className={styles.qrFailed}>
        {i18n._(errorMessage('qrGenerationFailed'))}
      </p>
    );
  }
  return (
    <div ref={boxRef} className={styles.qrBox}>
      <canvas ref={canvasRef} role="img" aria-label={label} className={styles.qr} data-qr-text={text} />
    </div>
  );
}
