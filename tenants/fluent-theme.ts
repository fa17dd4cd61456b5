import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';
import type { ColourMode, ColourSchema, TenantConfig } from './schema.ts';
import { CONTROL_CONTRAST, mix, readableOn, readableText } from './palette.ts';
import { underText } from './colour-scheme.ts';

/**
 * Tenant colours Fluent has no token for (menu, pie series). They become CSS variables like every theme key,
 * so the shell uses them as `var(--colorTenantMenuBackground)` and charts read `--colorTenantPie`.
 */
export type TenantTokens = {
  colorTenantMenuBackground: string;
  colorTenantMenuForeground: string;
  colorTenantMenuSelected: string;
  colorTenantPie: string;
  /** A destructive button: the club's error colour, deep enough to carry its text at 4.5:1. */
  colorTenantDangerBackground: string;
  colorTenantDangerBackgroundHover: string;
  colorTenantDangerForeground: string;
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
 * status colours, e.g. docs/behaviour.md#constants-and-limits's #ed152e red) may be too light or dark for small text there, so they
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
  return {
    ...theme,
    ...Object.fromEntries(textTokens.map((token) => [token, readableText(theme[token], surfaces)])),
    // Fluent's disabled grey reads at 1.65:1 on light surfaces: a disabled control must still read (3:1).
    colorNeutralForegroundDisabled: readableText(
      theme.colorNeutralForegroundDisabled,
      [...surfaces, theme.colorNeutralBackgroundDisabled],
      CONTROL_CONTRAST,
    ),
  };
}

/**
 * The design system's type scale (src/ui/tokens.css) for Fluent's components too: in rem, so the browser's text size
 * scales them, and never under 12 px (Fluent's smallest step is 10 px).
 */
const typeScale = {
  fontSizeBase100: '0.75rem',
  fontSizeBase200: '0.75rem',
  fontSizeBase300: '0.875rem',
  fontSizeBase400: '1rem',
  fontSizeBase500: '1.25rem',
  fontSizeBase600: '1.5rem',
  fontSizeHero700: '1.75rem',
  fontSizeHero800: '2rem',
  fontSizeHero900: '2.5rem',
  fontSizeHero1000: '4.25rem',
  lineHeightBase100: '1rem',
  lineHeightBase200: '1rem',
  lineHeightBase300: '1.25rem',
  lineHeightBase400: '1.375rem',
  lineHeightBase500: '1.75rem',
  lineHeightBase600: '2rem',
  lineHeightHero700: '2.25rem',
  lineHeightHero800: '2.5rem',
  lineHeightHero900: '3.25rem',
  lineHeightHero1000: '5.75rem',
} satisfies Partial<Theme>;

function themeFor(mode: ColourMode, colours: ColourSchema): TenantTheme {
  const base = mode === 'light' ? createLightTheme(brandRamp(colours)) : createDarkTheme(brandRamp(colours));
  const danger = underText(colours.error);
  return withReadableText({
    ...base,
    ...typeScale,
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
    colorTenantDangerBackground: danger,
    colorTenantDangerBackgroundHover: mix(danger, '#000000', 0.15),
    colorTenantDangerForeground: readableOn(danger),
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
