import { useEffect } from 'react';
import { proxy } from 'valtio';

/** When the data the current screen shows was fetched (its Page's `updatedAt`), for the connectivity status in the shell. */
export const screenDataState = proxy<{ updatedAt: number | null }>({ updatedAt: null });

/** Registers the screen's data time while the screen is shown. */
export function useScreenDataTime(updatedAt: number | undefined): void {
  useEffect(() => {
    if (updatedAt === undefined) return;
    screenDataState.updatedAt = updatedAt || null;
    return () => {
      screenDataState.updatedAt = null;
    };
  }, [updatedAt]);
}
