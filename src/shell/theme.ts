import type { Theme } from '@fluentui/react-components';
import type { ColorMode } from '../state/colormode.ts';
import { createTenantThemes, currentTenant, type TenantTheme } from './tenant-theme.ts';

const fontFamily = "'Noto Sans', 'Source Sans 3', 'Source Sans Pro', sans-serif";

/** SPEC.md §9 font family and body sizes on top of the tenant theme. */
export function withTypography<T extends Theme>(theme: T, isNarrow: boolean): T {
  return {
    ...theme,
    fontFamilyBase: fontFamily,
    fontSizeBase300: isNarrow ? '12px' : '14px',
    fontSizeBase200: isNarrow ? '10px' : '12px',
  };
}

const tenantThemes = createTenantThemes(currentTenant);
const themes = new Map<string, TenantTheme>();

/** The current club's theme for a mode and width (built once per combination). */
export function appTheme(mode: ColorMode, isNarrow: boolean): TenantTheme {
  const key = `${mode}|${isNarrow}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = withTypography(tenantThemes[mode], isNarrow);
    themes.set(key, theme);
  }
  return theme;
}
