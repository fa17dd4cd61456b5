import type { TenantConfig } from './schema.ts';
import { createTenantThemes, type TenantTheme } from './fluent-theme.ts';

/** docs/behaviour.md#constants-and-limits font family, defined once in src/ui/tokens.css. */
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
 * default mode (docs/behaviour.md#sessions-accounts-and-states) until the app sets `data-color-mode`. Sizes are the same on every screen: docs/behaviour.md#constants-and-limits's
 * phone sizes (10 px) were under the design system's 12 px least (src/ui/tokens.css).
 */
export function tenantThemeCss(tenant: TenantConfig): string {
  const { light, dark } = createTenantThemes(tenant);
  return [
    `:root{${declarations({ ...dark, fontFamilyBase: fontFamily })}}`,
    `:root[data-color-mode='light']{${declarations(changed(light, dark))}}`,
  ].join('\n');
}
