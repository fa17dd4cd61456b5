import type { TenantConfig } from './schema.ts';
import { createTenantThemes, type TenantTheme } from './fluent-theme.ts';

/** SPEC.md §9 font family, defined once in src/shell/global.css (system fonts only, nothing to download). */
const fontFamily = 'var(--club-font)';

function declarations(theme: Record<string, unknown>): string {
  return Object.entries(theme)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');
}

/** The keys whose value differs from `base` (sizes, radii and fonts are the same in both modes). */
function changed(theme: TenantTheme, base: TenantTheme): Partial<TenantTheme> {
  return Object.fromEntries(Object.entries(theme).filter(([name, value]) => base[name as keyof TenantTheme] !== value));
}

/**
 * A club's whole Fluent theme as CSS custom properties on the page root, for the server to put into the
 * club's index.html: every Fluent component and the shell read `var(--token)`, so the first paint is the
 * club's without any theme code in the first-visit JavaScript (and without FluentProvider). Dark is the
 * default mode (SPEC.md §4) until the app sets `data-color-mode`; `data-narrow` switches the SPEC.md §9
 * body sizes.
 */
export function tenantThemeCss(tenant: TenantConfig): string {
  const { light, dark } = createTenantThemes(tenant);
  return [
    `:root{${declarations({ ...dark, fontFamilyBase: fontFamily })}}`,
    `:root[data-color-mode='light']{${declarations(changed(light, dark))}}`,
    `:root[data-narrow='true']{--fontSizeBase300:12px;--fontSizeBase200:10px;}`,
  ].join('\n');
}
