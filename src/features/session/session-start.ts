import { authState } from '../../state/auth.ts';
import { refreshToken } from '../../api/token-refresh.ts';

/**
 * docs/behaviour.md#sessions-accounts-and-states: a user who logged in before but holds no usable token gets a refresh before the
 * app renders. Failures are left to the revoke listener (400/401/403) or to offline use.
 */
export async function restoreSession(): Promise<void> {
  const tokenUsable =
    authState.token !== null &&
    !authState.isExpired &&
    authState.userClaims !== null &&
    authState.userClaims.exp * 1000 > Date.now();
  if (!authState.hasLoggedIn || tokenUsable) return;
  try {
    await refreshToken();
  } catch {
    // Offline or revoked: the app renders either way.
  }
}
