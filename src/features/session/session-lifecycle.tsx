import { lazy, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useRouterState } from '@tanstack/react-router';
import { isDoorPath } from '../../common/door-snapshot.ts';
import { authState } from '../../state/auth.ts';
import { refreshToken } from '../../api/token-refresh.ts';
import { startRefreshSchedule } from './refresh-schedule.ts';
import { startInactivityMonitor } from './inactivity-monitor.ts';
import { inactivityState } from './inactivity-state.ts';
import { logOut } from './session-actions.ts';
import { LazyWhenNeeded } from '../../shell/lazy-when-needed.tsx';

const InactivityDialog = lazy(() =>
  import('./inactivity-dialog.tsx').then((module) => ({ default: module.InactivityDialog })),
);

/**
 * Runs the docs/behaviour.md#sessions-accounts-and-states timers: the 1-minute refresh and, without the keep claim, the inactivity watch.
 * The watch pauses on the entry page: showing the code at the door is the activity, so no dialog may
 * cover the code and no logout may take it away; leaving the page starts the 15 minutes afresh.
 */
export function SessionLifecycle() {
  const { userClaims } = useSnapshot(authState);
  const { dialogOpen } = useSnapshot(inactivityState);
  const atTheDoor = useRouterState({ select: (state) => isDoorPath(state.location.pathname) });
  const watchInactivity = userClaims !== null && !userClaims.keep && !atTheDoor;
  const monitor = useRef<ReturnType<typeof startInactivityMonitor> | null>(null);

  useEffect(() => startRefreshSchedule(), []);

  useEffect(() => {
    if (!watchInactivity) return;
    const started = startInactivityMonitor(() => void logOut());
    monitor.current = started;
    return () => {
      started.stop();
      monitor.current = null;
    };
  }, [watchInactivity]);

  const stay = async () => {
    try {
      await refreshToken();
    } catch {
      // A refused refresh logs out through the revoke listener; offline, the session simply goes on.
    }
    monitor.current?.resume();
  };

  return (
    <LazyWhenNeeded needed={dialogOpen}>
      <InactivityDialog onStay={() => void stay()} onLeave={() => void logOut()} />
    </LazyWhenNeeded>
  );
}
