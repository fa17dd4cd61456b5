import { proxy } from 'valtio';
import * as v from 'valibot';
import { persistStore, readStored } from './persisted.ts';

export const SNACKBAR_DEFAULT_DURATION = 2000;

export const SnackType = v.picklist(['success', 'warning', 'error']);
export type SnackType = v.InferOutput<typeof SnackType>;

const StoredSnackbar = v.object({
  type: v.optional(SnackType, 'success'),
  duration: v.optional(v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(60_000)), SNACKBAR_DEFAULT_DURATION),
});

const stored = readStored('snackbar', StoredSnackbar, { type: 'success', duration: SNACKBAR_DEFAULT_DURATION });

/** docs/behaviour.md#records-and-local-state snack state. A message is never restored after a reload: only type and duration persist. */
export const snackbarState = proxy({
  open: false,
  type: stored.type,
  message: '',
  duration: stored.duration,
  /** Bumped on every show, so the same message shown twice restarts the auto-hide timer. */
  serial: 0,
});
persistStore('snackbar', snackbarState, (s) => ({ type: s.type, duration: s.duration }));

export function showSnack(type: SnackType, message: string, duration = SNACKBAR_DEFAULT_DURATION): void {
  snackbarState.type = type;
  snackbarState.message = message;
  snackbarState.duration = duration;
  snackbarState.open = true;
  snackbarState.serial += 1;
}

/** Closing clears the message (docs/behaviour.md#sessions-accounts-and-states). */
export function closeSnack(): void {
  snackbarState.open = false;
  snackbarState.message = '';
}
