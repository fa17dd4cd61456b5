import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { connectivityState } from '../api/connectivity.ts';

export function isOnline(): boolean {
  return navigator.onLine;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Whether the server can be reached now (browser online and the last request answered): actions that need it wait otherwise. */
export function useReachable(): boolean {
  const { browserOnline, serverReachable } = useSnapshot(connectivityState);
  return browserOnline && serverReachable;
}
