import { msg } from '@lingui/core/macro';

/*
 * Texts the entry page shows and the door snapshot repeats before the app has started; one
 * descriptor each so both say exactly the same (the snapshot's QR must carry the page's label).
 */
export const entryHeading = msg`Enter the gym`;

export function qrLabel(code: string) {
  return msg`QR code of entry code ${code}`;
}

export function expiredOn(until: string) {
  return msg`Expired on ${until}`;
}

/** The expired card's code is hidden behind this, so the scanner is not shown a code the door refuses. */
export const showExpiredCode = msg`Show the expired code anyway`;

export const brightnessHint = msg`If the scanner does not read the code, turn the screen brightness up.`;
