/**
 * The pixel size of a PNG or WebP file from its header, for the tests that check a manifest's `sizes` (the
 * browser refuses an install sheet's screenshot or an icon whose real size differs from the declared one).
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  if (ascii(1, 3) === 'PNG') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    const uint24 = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
    if (chunk === 'VP8X') return { width: uint24(24) + 1, height: uint24(27) + 1 };
    if (chunk === 'VP8 ')
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  throw new Error('not a PNG or WebP file');
}
