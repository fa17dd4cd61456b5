// qrcode's SVG renderer on an encoded code (the package's toString encodes the text again).
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';
  export function render(code: QRCode, options?: QRCodeRenderersOptions): string;
}
