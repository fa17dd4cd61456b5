import type { Language } from '../api/contract/tenant.ts';

/*
 * The door snapshot: what the entry page last showed, kept where the service worker can read it
 * without the app (Cache Storage of the club's origin, so one per tenant). The worker paints it into
 * the /entry navigation so the code is on screen before the app's JavaScript has started.
 * Written by src/lib/door-snapshot.ts, read by sw/sw.ts: a contract between the two like a wire shape.
 * Checked by a hand-written guard rather than valibot, which would double the worker's size.
 */
export const DOOR_SNAPSHOT_CACHE = 'door-snapshot';
export const DOOR_SNAPSHOT_URL = '/__door/entry';
/** The id of the overlay the worker paints and the app removes (src/shell/door-overlay.ts). */
export const DOOR_OVERLAY_ID = 'door-snapshot';

/**
 * The entry page, the only page the worker paints the snapshot into and the one the app lets it stay
 * on (TanStack Router matches it with or without the trailing slash).
 */
export function isDoorPath(pathname: string): boolean {
  return pathname === '/entry' || pathname === '/entry/';
}

/** As long as the persisted query cache it mirrors (PERSIST_MAX_AGE_MS): older codes are not shown. */
export const DOOR_SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type DoorSnapshotCode = {
  code: string;
  name: string;
  /** Whose code, on a family's codes (EntryCode.holder): each person's first valid card is shown largest. */
  holder?: string;
  /** The accessible name of the QR, exactly as the entry page labels its own. */
  label: string;
  /** `qrcode`'s SVG of `code`; the worker accepts only that exact shape (sw/door-snapshot-html.ts). */
  svg: string;
  /** The code's last valid day (YYYY-MM-DD) or null: the worker judges expiry by its own clock. Absent in older snapshots. */
  validUntil?: string | null;
  /** "Expired on …" as the page says it, shown once the worker finds the code expired. */
  expiredNote?: string;
  /** The text of the disclosure that hides an expired code. */
  revealText?: string;
};

export type DoorSnapshot = {
  version: 1;
  /** The clientId of the user whose codes these are. */
  userId: number;
  savedAt: number;
  lang: Language;
  heading: string;
  /** The page's background and text colours (theme and colour mode) when it was saved. */
  background: string;
  foreground: string;
  /** The brightness hint under the codes. Absent in older snapshots. */
  hint?: string;
  codes: DoorSnapshotCode[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const textFields = ['code', 'name', 'label', 'svg'] as const;

const optionalTextFields = ['expiredNote', 'revealText', 'holder'] as const;

function isOptionalText(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function isDoorSnapshotCode(value: unknown): value is DoorSnapshotCode {
  return (
    isRecord(value) &&
    textFields.every((field) => typeof value[field] === 'string') &&
    optionalTextFields.every((field) => isOptionalText(value[field])) &&
    (value.validUntil === undefined ||
      value.validUntil === null ||
      (typeof value.validUntil === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.validUntil)))
  );
}

export function isDoorSnapshot(value: unknown): value is DoorSnapshot {
  return (
    isRecord(value) &&
    value.version === 1 &&
    Number.isSafeInteger(value.userId) &&
    Number.isFinite(value.savedAt) &&
    // A language tag only (it becomes the overlay's lang attribute); tenant.ts's list would pull valibot in.
    typeof value.lang === 'string' &&
    /^[a-z]{2}$/.test(value.lang) &&
    typeof value.heading === 'string' &&
    typeof value.background === 'string' &&
    typeof value.foreground === 'string' &&
    isOptionalText(value.hint) &&
    Array.isArray(value.codes) &&
    value.codes.every(isDoorSnapshotCode)
  );
}
