import type { I18n } from '@lingui/core';
import { entryCodeTitle, type EntryCode } from '../../api/contract/card.ts';
import type { DoorSnapshot } from '../../common/door-snapshot.ts';
import type { Language } from '../../api/contract/tenant.ts';
import { formatDate } from '../../lib/dates.ts';
import { qrSvgOf } from '../../lib/qr/qr-code.ts';
import { brightnessHint, entryHeading, expiredOn, qrLabel, showExpiredCode } from './entry-texts.ts';

export type DoorSnapshotInput = {
  codes: readonly EntryCode[];
  userId: number;
  i18n: I18n;
  lang: Language;
  colors: { background: string; foreground: string };
  now?: number;
};

/**
 * What the door overlay needs to stand in for the entry page: the codes as QR SVGs (the same error
 * correction and quiet zone as the page's canvas) with the texts already in the user's language, and
 * each code's last valid day so the worker can mark it expired and order the codes as the page does.
 */
export function buildDoorSnapshot({
  codes,
  userId,
  i18n,
  lang,
  colors,
  now = Date.now(),
}: DoorSnapshotInput): DoorSnapshot {
  return {
    version: 1,
    userId,
    savedAt: now,
    lang,
    heading: i18n._(entryHeading),
    background: colors.background,
    foreground: colors.foreground,
    hint: i18n._(brightnessHint),
    codes: codes.map((entryCode) => ({
      code: entryCode.code,
      name: entryCodeTitle(entryCode),
      ...(entryCode.holder !== undefined ? { holder: entryCode.holder } : {}),
      label: i18n._(qrLabel(entryCode.code)),
      svg: qrSvgOf(entryCode.code),
      // Expiry is judged by the worker when it paints (the code may expire after it was saved).
      validUntil: entryCode.validUntil,
      ...(entryCode.validUntil ? { expiredNote: i18n._(expiredOn(formatDate(entryCode.validUntil, 'UTC'))) } : {}),
      revealText: i18n._(showExpiredCode),
    })),
  };
}
