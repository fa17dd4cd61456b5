import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { persistOptions, queryClient } from './query-client.ts';

// The cast: npm keeps a second copy of query-core for the persister packages (see scripts/first-visit/chunks.ts),
// whose QueryClient type differs in name only; the build resolves both to one.
type PersistedQueryClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const options = { ...persistOptions, queryClient: queryClient as unknown as PersistedQueryClient };

/**
 * Puts the persisted cache (the signed-in user's, so after the session's start-up) back into the query
 * client, then writes the cache on every change. Done before the first render: the screens and their loaders
 * start with the restored data (offline, the last good copy), and nothing renders twice, once while
 * restoring and once after: on a slow phone that second render of the whole app was one long task.
 */
export async function restoreQueryCache(): Promise<void> {
  try {
    await persistQueryClientRestore(options);
  } catch {
    // An unreadable cache is discarded (by the restore itself): the app starts with an empty one.
  }
  // What was fetched while restoring is written now, later changes as they happen.
  void persistQueryClientSave(options);
  persistQueryClientSubscribe(options);
}
