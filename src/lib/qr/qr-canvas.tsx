import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../i18n/error-messages.ts';
import { drawQr } from './qr-drawing.ts';
import { isQrEncoded, qrCodeOf } from './qr-code.ts';
import styles from './qr.module.css';

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

  /*
   * Drawn from the ResizeObserver's reports, which come after the browser's own layout and before its
   * paint; measuring the box in the effect instead would force that layout into React's commit, one long
   * task of both on a slow phone. A code not yet encoded (the costly part) is encoded and drawn in a task of
   * its own right after: the square box keeps its place meanwhile, and the door overlay (removed in
   * onSettled, in the same task as the drawing) covers the page until then.
   */
  useLayoutEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    if (!box || !canvas) return;
    let drawnFor = '';
    let settled = false;
    const draw = (width: number) => {
      const ratio = window.devicePixelRatio || 1;
      if (width === 0 || `${width}@${ratio}` === drawnFor) return;
      drawnFor = `${width}@${ratio}`;
      try {
        drawQr(canvas, text, width, ratio);
      } catch {
        setFailed(true);
      }
    };
    const settle = () => {
      if (settled) return;
      settled = true;
      onSettled?.();
    };
    const redraw = () => {
      draw(box.clientWidth);
      settle();
    };
    if (typeof ResizeObserver === 'undefined') {
      redraw();
      window.addEventListener('resize', redraw);
      return () => window.removeEventListener('resize', redraw);
    }
    let width = 0;
    let encoding: ReturnType<typeof setTimeout> | undefined;
    const drawAndSettle = () => {
      encoding = undefined;
      draw(width);
      settle();
    };
    // Encoding and drawing in tasks of their own: together they were one long task on a slow phone, during
    // which the page did not respond.
    const encodeThenDraw = () => {
      try {
        qrCodeOf(text);
      } catch {
        // Drawing meets the same error and shows it.
      }
      encoding = setTimeout(drawAndSettle, 0);
    };
    const observer = new ResizeObserver((entries) => {
      width = Math.floor(entries[entries.length - 1]?.contentRect.width ?? box.clientWidth);
      if (isQrEncoded(text)) drawAndSettle();
      else encoding ??= setTimeout(encodeThenDraw, 0);
    });
    observer.observe(box);
    // A box that is not rendered (no size) gets no report: the overlay must still hand over (a code being
    // encoded hands over itself, once drawn).
    const fallback = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (encoding === undefined) settle();
      }),
    );
    // Device pixel ratio changes (zoom, another screen) without a resize of the box.
    window.addEventListener('resize', redraw);
    return () => {
      observer.disconnect();
      clearTimeout(encoding);
      cancelAnimationFrame(fallback);
      window.removeEventListener('resize', redraw);
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
      {/* Empty (0 × 0) until drawn, in a square box: the QR appears where it will stay, nothing shifts. */}
      <canvas
        ref={canvasRef}
        width={0}
        height={0}
        role="img"
        aria-label={label}
        className={styles.qr}
        data-qr-text={text}
      />
    </div>
  );
}
