import { proxy, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { persistStore, readStored } from './persisted.ts';

/** docs/behaviour.md#constants-and-limits narrow breakpoint. */
export const NARROW_BREAKPOINT = 800;

export const screenState = proxy({
  isNarrow: readStored('screen', v.object({ isNarrow: v.boolean() }), { isNarrow: false }).isNarrow,
});
persistStore('screen', screenState, (s) => ({ isNarrow: s.isNarrow }));

function isMobileDevice(): boolean {
  const agentData: unknown = Reflect.get(navigator, 'userAgentData');
  const mobileHint = typeof agentData === 'object' && agentData !== null ? Reflect.get(agentData, 'mobile') : undefined;
  if (typeof mobileHint === 'boolean') return mobileHint;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/** docs/behaviour.md#screens-and-routes: narrow under 800 px wide or on a mobile device. */
export function measureScreen(width = window.innerWidth): void {
  const isNarrow = width < NARROW_BREAKPOINT || isMobileDevice();
  if (screenState.isNarrow !== isNarrow) screenState.isNarrow = isNarrow;
  // The global stylesheet switches the body sizes of docs/behaviour.md#constants-and-limits on this attribute.
  document.documentElement.dataset.narrow = String(isNarrow);
}

/** Re-evaluates on resize; returns the cleanup. */
export function watchScreen(): () => void {
  measureScreen();
  const onResize = () => measureScreen();
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

export function useIsNarrow(): boolean {
  return useSnapshot(screenState).isNarrow;
}
