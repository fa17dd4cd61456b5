import { create, type QRCode } from 'qrcode';
import { render as renderSvgTag } from 'qrcode/lib/renderer/svg-tag.js';

/** Modules of white around the code on every side: the quiet zone scanners need (ISO 18004). */
export const QUIET_ZONE = 4;

/*
 * Encoding is the costly part (Reed-Solomon, eight masks scored): a slow phone spent tens of milliseconds
 * per code, and the page's canvas and the door snapshot's SVG encoded each code again. One encoding per
 * code text, kept for the few codes a member has.
 */
const encoded = new Map<string, QRCode>();
const KEPT = 8;

/** `text` as a QR code, error correction M; throws when it cannot be encoded. */
export function qrCodeOf(text: string): QRCode {
  let code = encoded.get(text);
  if (!code) {
    code = create(text, { errorCorrectionLevel: 'M' });
    if (encoded.size >= KEPT) encoded.delete(encoded.keys().next().value!);
    encoded.set(text, code);
  }
  return code;
}

/** Whether `text` is encoded already, so drawing it costs little. */
export function isQrEncoded(text: string): boolean {
  return encoded.has(text);
}

/** The code as `qrcode`'s own SVG markup (dark on white, with the quiet zone): the form the door overlay accepts. */
export function qrSvgOf(text: string): string {
  return renderSvgTag(qrCodeOf(text), { margin: QUIET_ZONE });
}
