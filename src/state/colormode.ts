import { proxy, subscribe, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { persistStore, readStored } from './persisted.ts';

export const ColorMode = v.picklist(['light', 'dark']);
export type ColorMode = v.InferOutput<typeof ColorMode>;

/** docs/behaviour.md#sessions-accounts-and-states theme-colour meta per mode. */
export const themeColors: Record<ColorMode, string> = { light: '#fcfcfc', dark: '#000000' };

/** Stored mode; invalid or missing gives dark (docs/behaviour.md#sessions-accounts-and-states). */
export const colorModeState = proxy({ mode: readStored('colormode', ColorMode, 'dark') });
persistStore('colormode', colorModeState, (s) => s.mode);

export function toggleColorMode(): void {
  colorModeState.mode = colorModeState.mode === 'dark' ? 'light' : 'dark';
}

export function applyThemeColorMeta(mode: ColorMode = colorModeState.mode): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = themeColors[mode];
  document.documentElement.style.colorScheme = mode;
  // The club's theme variables in index.html switch on this attribute (tenants/theme-css.ts).
  document.documentElement.dataset.colorMode = mode;
}

/** Keeps the meta and the page's theme in step with the mode; returns the cleanup. */
export function watchColorMode(): () => void {
  applyThemeColorMeta();
  return subscribe(colorModeState, () => applyThemeColorMeta());
}

export function useColorMode(): ColorMode {
  return useSnapshot(colorModeState).mode;
}
