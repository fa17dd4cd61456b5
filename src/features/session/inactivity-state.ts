import { proxy } from 'valtio';

/** docs/behaviour.md#constants-and-limits inactivity timeout and countdown. */
export const INACTIVITY_TIMEOUT_MS = 15 * 60 * 1000;
export const INACTIVITY_COUNTDOWN_S = 3 * 60;

export const inactivityState = proxy({
  dialogOpen: false,
  secondsLeft: INACTIVITY_COUNTDOWN_S,
});
