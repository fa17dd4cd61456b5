import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/tokens.css';
import './shell/global.css';
import { App } from './app.tsx';
import { preloadCurrentRouteCode, router } from './router.ts';
import { watchScreen } from './state/screen.ts';
import { watchColorMode } from './state/colormode.ts';
import { languageState } from './state/language.ts';
import { activateLanguage, watchLanguage } from './i18n/i18n.ts';
import { refetchOnLanguageChange } from './api/refetch-on-language.ts';
import { installSessionCleanup } from './features/session/session-actions.ts';
import { restoreSession } from './features/session/session-start.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { authState } from './state/auth.ts';
import { removeDoorOverlayUnlessOwnedBy, watchDoorOverlay } from './shell/door-overlay.ts';
import { deleteDoorSnapshot } from './lib/door-snapshot.ts';
import { keepServerShell } from './shell/server-shell.tsx';
import { restoreQueryCache } from './api/query-restore.ts';
import { endStart } from './api/start-requests.ts';
import { whenIdle } from './lib/when-idle.ts';
import { queryClient } from './api/query-client.ts';

watchScreen();
watchColorMode();
watchLanguage();
refetchOnLanguageChange();
installSessionCleanup(() => router.navigate({ to: '/' }));
// The worker's door overlay (offline /entry) goes as soon as the app is on any other page, e.g. login.
watchDoorOverlay((listener) => router.subscribe('onResolved', (event) => listener(event.toLocation.pathname)));

// Once the first page is on the screen and its reads have answered, the reads it made are the ones its next start
// sends with the code. A component that a later slice of the first render mounts asks while the others are still on
// their way, so waiting for them keeps its read among them: the first idle moment alone came too soon on a fast
// machine as a macrotask did on a busy phone, and the account status was left out. At most START_NOTING_MS.
const START_NOTING_MS = 10_000;
const stopWatchingStart = router.subscribe('onRendered', () => {
  stopWatchingStart();
  const until = Date.now() + START_NOTING_MS;
  const endOnceAnswered = () =>
    queryClient.isFetching() === 0 || Date.now() > until ? endStart() : whenIdle(endOnceAnswered);
  whenIdle(endOnceAnswered);
});

preloadCurrentRouteCode();
void start();

/**
 * The rest of the start, in a function rather than awaited at the module's top level: a module with a top-level
 * await stays "evaluating" until it settles, and WebKit then resolves the route chunks imported meanwhile (they import
 * this chunk) before running them, so a grouped loader's export reads undefined and the page crashes.
 */
async function start(): Promise<void> {
  // docs/behaviour.md#sessions-accounts-and-states: the catalog and a start-up refresh come before the first render; so does the persisted cache
  // of whoever is logged in after that refresh.
  await Promise.all([activateLanguage(languageState.language), restoreSession().then(restoreQueryCache)]);
  // Whoever is (still) logged in now is the only one whose door snapshot may show.
  if (removeDoorOverlayUnlessOwnedBy(authState.userClaims?.clientId ?? null)) void deleteDoorSnapshot();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  keepServerShell(root);
  // A transition: React renders the first screen in slices and lets the browser breathe in between, rather
  // than in one long task that leaves a phone unresponsive.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  registerServiceWorker();
}
