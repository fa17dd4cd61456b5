import { i18n } from '@lingui/core';
import { logInOnServer, logOutOnServer } from '../../api/token-refresh.ts';
import { queryClient } from '../../api/query-client.ts';
import { deletePersistedCache } from '../../api/query-persist.ts';
import { deleteDoorSnapshot, keepDoorSnapshotOnlyFor } from '../../lib/door-snapshot.ts';
import { authState, onSessionRevoked, revokeSession } from '../../state/auth.ts';
import { closeDialog } from '../../state/dialog.ts';
import { showSnack } from '../../state/snackbar.ts';
import { errorMessage } from '../../i18n/error-messages.ts';
import { inactivityState } from './inactivity-state.ts';

/**
 * docs/behaviour.md#sessions-accounts-and-states login; from then on the device is this user's: a door snapshot someone else left (a
 * cleanup that never ran) goes before it could be shown.
 */
export async function logIn(credentials: Parameters<typeof logInOnServer>[0]): Promise<void> {
  await logInOnServer(credentials);
  const userId = authState.userClaims?.clientId;
  if (userId !== undefined) await keepDoorSnapshotOnlyFor(userId);
}

/** docs/behaviour.md#sessions-accounts-and-states logout: the endpoint (failure ignored), then the local cleanup of the revoke listener. */
export async function logOut(): Promise<void> {
  await logOutOnServer();
  revokeSession('logout');
}

/**
 * Finishes every end of a session, whoever started it (logout, inactivity, a refused refresh):
 * closes dialogs, drops the cached data of that user in memory, in IndexedDB and the door snapshot
 * (their entry codes must not open offline for whoever holds the device next), and goes home.
 * The data in memory goes once home is shown: cleared earlier, the screens still mounted would ask
 * for it again without a token. Installed before the first render so a refused start-up refresh is
 * handled too.
 */
export function installSessionCleanup(navigateHome: () => Promise<void>): () => void {
  return onSessionRevoked((reason, clientId) => {
    closeDialog(false);
    inactivityState.dialogOpen = false;
    void deletePersistedCache(clientId);
    void deleteDoorSnapshot();
    if (reason === 'refreshFailed') showSnack('error', i18n._(errorMessage('sessionRefreshFailed')));
    void navigateHome().finally(() => queryClient.clear());
  });
}
