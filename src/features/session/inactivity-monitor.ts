import { INACTIVITY_COUNTDOWN_S, INACTIVITY_TIMEOUT_MS, inactivityState } from './inactivity-state.ts';

/** docs/behaviour.md#sessions-accounts-and-states: mouse, key or click activity counts. */
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'click', 'touchstart', 'wheel'] as const;

/**
 * Watches activity while a session without the keep claim is open. After 15 minutes of none it
 * opens the inactivity dialog and counts down 3 minutes; at zero it calls `onExpire` (logout).
 * One timer is re-armed lazily, so frequent mouse moves cost only a timestamp write.
 */
export function startInactivityMonitor(onExpire: () => void): { stop: () => void; resume: () => void } {
  let lastActivity = Date.now();
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let countdownTimer: ReturnType<typeof setInterval> | undefined;

  const onActivity = () => {
    if (!inactivityState.dialogOpen) lastActivity = Date.now();
  };

  const armIdleTimer = (delay: number) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(checkIdle, delay);
  };

  function checkIdle() {
    const idleFor = Date.now() - lastActivity;
    if (idleFor < INACTIVITY_TIMEOUT_MS) {
      armIdleTimer(INACTIVITY_TIMEOUT_MS - idleFor);
      return;
    }
    openCountdown();
  }

  function openCountdown() {
    const endsAt = Date.now() + INACTIVITY_COUNTDOWN_S * 1000;
    inactivityState.secondsLeft = INACTIVITY_COUNTDOWN_S;
    inactivityState.dialogOpen = true;
    countdownTimer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      inactivityState.secondsLeft = left;
      if (left === 0) {
        stop();
        onExpire();
      }
    }, 1000);
  }

  function stop() {
    clearTimeout(idleTimer);
    clearInterval(countdownTimer);
    for (const name of activityEvents) window.removeEventListener(name, onActivity, true);
    inactivityState.dialogOpen = false;
    inactivityState.secondsLeft = INACTIVITY_COUNTDOWN_S;
  }

  /** "Yes" in the dialog: close it and watch again from now. */
  function resume() {
    clearInterval(countdownTimer);
    inactivityState.dialogOpen = false;
    inactivityState.secondsLeft = INACTIVITY_COUNTDOWN_S;
    lastActivity = Date.now();
    armIdleTimer(INACTIVITY_TIMEOUT_MS);
  }

  for (const name of activityEvents) window.addEventListener(name, onActivity, { capture: true, passive: true });
  armIdleTimer(INACTIVITY_TIMEOUT_MS);
  return { stop, resume };
}
