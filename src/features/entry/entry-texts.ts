import { msg } from '@lingui/core/macro';

/*
 * Texts the entry page shows and the door snapshot repeats before the app has started; one
 * descriptor each so both say exactly the same (the snapshot's QR must carry the page's label).
 */
export const entryHeading = msg`Enter the gym`;

export function qrLabel(code: string) {
  return msg`QR code of entry code ${code}`;
}
