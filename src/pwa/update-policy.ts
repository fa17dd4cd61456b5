import { ACTIVATE_WHEN_HIDDEN_MS } from './poll-interval.ts';
import { isPublicPath } from './public-paths.ts';

/** What the policy needs from the page and the registration (src/pwa/update-worker.ts wires the real ones). */
export type UpdatePolicyDeps = {
  pollMs: number;
  /** `registration.update()`. */
  checkForUpdate: () => Promise<unknown>;
  /** Posts SKIP_WAITING to the waiting worker. */
  skipWaiting: () => void;
  pathname: () => string;
  isHidden: () => boolean;
  /** The claims need an update and the user was not told yet. */
  shouldAskToUpdate: () => boolean;
  markAskedToUpdate: () => void;
  /** The `app.update` confirmation; true when the user agrees. */
  askToUpdate: () => Promise<boolean>;
  reload: (options: { cacheBust: boolean }) => void;
  /** The page was already controlled when it loaded: a later controller change is an update, not the first install. */
  hadController: boolean;
  log: (message: string, error?: unknown) => void;
};

export type UpdatePolicy = {
  start: () => () => void;
  checkNow: () => void;
  onWaiting: (worker: object) => Promise<void>;
  onVisibilityChange: () => void;
  onControllerChange: () => void;
};

/** docs/architecture.md#updates update policy; failures are only logged. */
export function createUpdatePolicy(deps: UpdatePolicyDeps): UpdatePolicy {
  let waitingWorker: object | null = null;
  let activationRequested = false;
  let reloading = false;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const checkNow = () => {
    deps.checkForUpdate().catch((error: unknown) => deps.log('service worker update check failed', error));
  };

  const activate = () => {
    if (!waitingWorker || activationRequested) return;
    activationRequested = true;
    try {
      deps.skipWaiting();
    } catch (error) {
      activationRequested = false;
      deps.log('service worker activation failed', error);
    }
  };

  const cancelHiddenTimer = () => {
    clearTimeout(hiddenTimer);
    hiddenTimer = undefined;
  };

  const activateLaterIfHidden = () => {
    if (!waitingWorker || hiddenTimer !== undefined || !deps.isHidden()) return;
    hiddenTimer = setTimeout(() => {
      hiddenTimer = undefined;
      activate();
    }, ACTIVATE_WHEN_HIDDEN_MS);
  };

  return {
    start() {
      const poll = setInterval(checkNow, deps.pollMs);
      return () => {
        clearInterval(poll);
        cancelHiddenTimer();
      };
    },
    checkNow,
    async onWaiting(worker) {
      if (worker === waitingWorker) return;
      waitingWorker = worker;
      activationRequested = false;
      if (isPublicPath(deps.pathname())) {
        activate();
        return;
      }
      activateLaterIfHidden();
      if (!deps.shouldAskToUpdate()) return;
      deps.markAskedToUpdate();
      try {
        if (await deps.askToUpdate()) activate();
      } catch (error) {
        deps.log('update confirmation failed', error);
      }
    },
    onVisibilityChange() {
      if (deps.isHidden()) {
        activateLaterIfHidden();
      } else {
        cancelHiddenTimer();
        checkNow();
      }
    },
    onControllerChange() {
      // Never on the first install (nothing was waiting, the page had no controller), and only once.
      if (reloading || (!activationRequested && !deps.hadController)) return;
      reloading = true;
      deps.reload({ cacheBust: isPublicPath(deps.pathname()) });
    },
  };
}
