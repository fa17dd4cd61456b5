/**
 * SMS length as a gateway bills it: GSM-7 text (the basic alphabet) takes 160 characters a part,
 * and its extension characters (€, [, ] …) count twice; any other character makes the whole text
 * UCS-2, 70 characters a part.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export type SmsLength = { encoding: 'gsm7' | 'ucs2'; units: number; perPart: number; parts: number };

export function smsLength(text: string): SmsLength {
  let units = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENSION.includes(ch)) units += 2;
    else {
      const chars = [...text].length;
      return { encoding: 'ucs2', units: chars, perPart: 70, parts: Math.ceil(chars / 70) };
    }
  }
  return { encoding: 'gsm7', units, perPart: 160, parts: Math.ceil(units / 160) };
}
