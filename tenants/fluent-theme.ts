import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';
import type { ColourMode, ColourSchema, TenantConfig } from './schema.ts';
import { mix, readableText } from './palette.ts';

/**
 * Tenant colours Fluent has no token for (menu, pie series). They become CSS variables like every theme key,
 * so the shell uses them as `var(--colorTenantMenuBackground)` and charts read `--colorTenantPie`.
 */
export type TenantTokens = {
  colorTenantMenuBackground: string;
  colorTenantMenuForeground: string;
  colorTenantMenuSelected: string;
  colorTenantPie: string;
};
export type TenantTheme = Theme & TenantTokens;

/** Fluent's 16-step brand ramp (10 darkest … 160 lightest) laid over the tenant's 100–900 primary scale. */
export function brandRamp(colours: ColourSchema): BrandVariants {
  const p = colours.primary;
  return {
    10: mix(p['900'], '#000000', 0.6),
    20: mix(p['900'], '#000000', 0.4),
    30: mix(p['900'], '#000000', 0.2),
    40: p['900'],
    50: p['800'],
    60: p['700'],
    70: p['600'],
    80: p['500'],
    90: p['400'],
    100: p['300'],
    110: p['200'],
    120: p['100'],
    130: mix(p['100'], '#ffffff', 0.25),
    140: mix(p['100'], '#ffffff', 0.5),
    150: mix(p['100'], '#ffffff', 0.7),
    160: mix(p['100'], '#ffffff', 0.85),
  };
}

/**
 * Tokens Fluent and the app use for text on the page surfaces. A club's colours (its brand ramp, its
 * status colours, e.g. SPEC.md §9's #ed152e red) may be too light or dark for small text there, so they
 * are shifted just enough to read at 4.5:1 (issue 13: 12 px errors at 4.31:1, golden's today at 4.4:1).
 */
const textTokens = [
  'colorBrandForeground1',
  'colorBrandForeground2',
  'colorBrandForegroundLink',
  'colorBrandForegroundLinkHover',
  'colorBrandForegroundLinkPressed',
  'colorCompoundBrandForeground1',
  'colorStatusDangerForeground1',
  'colorPaletteRedForeground1',
  'colorStatusSuccessForeground1',
  'colorStatusWarningForeground1',
] as const;

function withReadableText(theme: TenantTheme): TenantTheme {
  const surfaces = [theme.colorNeutralBackground1, theme.colorNeutralBackground2];
  return { ...theme, ...Object.fromEntries(textTokens.map((token) => [token, readableText(theme[token], surfaces)])) };
}

function themeFor(mode: ColourMode, colours: ColourSchema): TenantTheme {
  const base = mode === 'light' ? createLightTheme(brandRamp(colours)) : createDarkTheme(brandRamp(colours));
  return withReadableText({
    ...base,
    colorNeutralBackground1: colours.background.paper,
    colorNeutralBackground2: colours.background.default,
    colorNeutralBackground3: colours.background.default,
    colorBrandBackground: colours.button.background,
    colorBrandBackgroundHover: colours.button.hover,
    colorBrandBackgroundPressed: colours.button.hover,
    colorNeutralForegroundOnBrand: colours.button.text,
    colorCompoundBrandStroke: colours.formField.focus,
    colorCompoundBrandStrokeHover: colours.formField.focus,
    colorNeutralStroke1: colours.formField.border,
    colorStatusDangerForeground1: colours.error,
    colorStatusDangerBorder1: colours.error,
    colorPaletteRedForeground1: colours.error,
    colorPaletteRedBorder2: colours.error,
    colorStatusSuccessForeground1: colours.success,
    colorStatusSuccessBorder1: colours.success,
    colorStatusWarningForeground1: colours.warning,
    colorStatusWarningBorder1: colours.warning,
    colorTenantMenuBackground: colours.menu.background,
    colorTenantMenuForeground: colours.menu.text,
    colorTenantMenuSelected: colours.menu.selected,
    colorTenantPie: colours.pie.join(' '),
  });
}

/** A club's light and dark Fluent themes, from its colour schema per mode. */
export function createTenantThemes(tenant: TenantConfig): Record<ColourMode, TenantTheme> {
  return { light: themeFor('light', tenant.theme.light), dark: themeFor('dark', tenant.theme.dark) };
}

/** The chart series colours of a tenant theme, in order. */
export function tenantPie(theme: TenantTokens): string[] {
  return theme.colorTenantPie.split(' ');
}
