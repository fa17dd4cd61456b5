import { subscribe } from 'valtio';
import { authState } from '../../state/auth.ts';
import { refreshToken } from '../../api/token-refresh.ts';
import { inactivityState } from './inactivity-state.ts';

/** docs/behaviour.md#constants-and-limits: refresh 1 minute after login or refresh. */
export const REFRESH_AFTER_MS = 60 * 1000;

/**
 * Every new token arms a refresh one minute later, skipped while the inactivity dialog shows
 * (its "yes" refreshes). A network failure tries again a minute later (offline keeps the
 * session); a 400/401/403 revokes inside refreshToken and the revoke listener logs out.
 */
export function startRefreshSchedule(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor: string | null = null;

  const arm = () => {
    clearTimeout(timer);
    armedFor = authState.token;
    if (!authState.token) return;
    timer = setTimeout(() => {
      if (inactivityState.dialogOpen || !authState.token) return;
      refreshToken().catch(() => {
        if (authState.token) arm();
      });
    }, REFRESH_AFTER_MS);
  };

  arm();
  const unsubscribe = subscribe(authState, () => {
    if (authState.token !== armedFor) arm();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
