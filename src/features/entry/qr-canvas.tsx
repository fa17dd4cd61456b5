import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toCanvas } from 'qrcode';
import { errorMessage } from '../../i18n/error-messages.ts';
import styles from './entry.module.css';

/**
 * Renders `text` as a QR code on a canvas, drawn on the device (works offline). `onSettled` runs once
 * the code is drawn (or could not be): the door overlay hands over to the page then.
 */
export function QrCanvas({ text, label, onSettled }: { text: string; label: string; onSettled?: () => void }) {
  const { i18n } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  // A layout effect: drawn before the browser paints, so the canvas never shows blank, and the door
  // overlay (removed in onSettled, a microtask later in the same task) is never seen beside it.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Drawn at device pixels so the modules stay sharp on high-density phone screens.
    const width = Math.round(Math.min(360, window.innerWidth) * Math.min(3, window.devicePixelRatio || 1));
    toCanvas(canvas, text, { errorCorrectionLevel: 'M', margin: 4, width, color: { dark: '#000000ff', light: '#ffffffff' } })
      .then(() => setFailed(false))
      .catch(() => setFailed(true))
      .finally(() => onSettled?.());
  }, [text, onSettled]);

  if (failed) {
    return (
      <p role="alert" className={styles.qrFailed}>
        {i18n._(errorMessage('qrGenerationFailed'))}
      </p>
    );
  }
  return <canvas ref={canvasRef} role="img" aria-label={label} className={styles.qr} data-qr-text={text} />;
}
