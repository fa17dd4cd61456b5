import { describe, expect, it } from 'vitest';
import { contrast, luminance } from './palette.ts';
import { getTenant, tenants } from './registry.ts';
import { brandRamp, createTenantThemes, tenantPie } from './fluent-theme.ts';
import { tenantThemeCss } from './theme-css.ts';

describe('createTenantThemes', () => {
  it('builds a light and a dark Fluent theme from the club colours', () => {
    const reval = getTenant('reval');
    const { light, dark } = createTenantThemes(reval);
    expect(light.colorBrandBackground).toBe(reval.theme.light.button.background);
    expect(dark.colorBrandBackground).toBe(reval.theme.dark.button.background);
    expect(light.colorNeutralBackground2).toBe('#fcfcfc');
    expect(dark.colorNeutralBackground2).toBe(reval.theme.dark.background.default);
    expect(light.colorNeutralForegroundOnBrand).toBe(reval.theme.light.button.text);
    // the club's error red, darkened just enough to read as text (#ed152e is 4.31:1 on #fcfcfc)
    expect(light.colorStatusDangerForeground1).not.toBe(reval.theme.light.error);
    expect(contrast(light.colorStatusDangerForeground1, light.colorNeutralBackground2)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light.colorStatusDangerForeground1, light.colorNeutralBackground2)).toBeLessThan(4.8);
    expect(dark.colorTenantMenuBackground).toBe(reval.theme.dark.menu.background);
    expect(tenantPie(dark)).toEqual(reval.theme.dark.pie);
    // Fluent's own tokens stay: a light theme has dark text, a dark theme light text.
    expect(luminance(light.colorNeutralForeground1)).toBeLessThan(0.1);
    expect(luminance(dark.colorNeutralForeground1)).toBeGreaterThan(0.8);
  });

  it('keeps every text colour of every club readable (4.5:1) on the page surfaces in both modes', () => {
    const texts = [
      'colorBrandForeground1',
      'colorBrandForegroundLink',
      'colorStatusDangerForeground1',
      'colorPaletteRedForeground1',
      'colorStatusWarningForeground1',
    ] as const;
    for (const tenant of Object.values(tenants)) {
      for (const theme of Object.values(createTenantThemes(tenant))) {
        for (const token of texts) {
          for (const surface of [theme.colorNeutralBackground1, theme.colorNeutralBackground2]) {
            expect(contrast(theme[token], surface), `${tenant.id} ${token}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    }
  });

  it("keeps the text of every club's primary buttons and links-as-buttons readable (4.5:1) on its brand colour", () => {
    for (const tenant of Object.values(tenants)) {
      for (const [mode, theme] of Object.entries(createTenantThemes(tenant))) {
        for (const background of [
          'colorBrandBackground',
          'colorBrandBackgroundHover',
          'colorBrandBackgroundPressed',
        ] as const) {
          expect(
            contrast(theme.colorNeutralForegroundOnBrand, theme[background]),
            `${tenant.id} ${mode} ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('gives two clubs different brand colours in both modes', () => {
    const reval = createTenantThemes(getTenant('reval'));
    const golden = createTenantThemes(getTenant('golden'));
    expect(reval.light.colorBrandBackground).not.toBe(golden.light.colorBrandBackground);
    expect(reval.dark.colorBrandBackground).not.toBe(golden.dark.colorBrandBackground);
  });

  it('lays the primary scale over a brand ramp running from dark to light', () => {
    for (const tenant of Object.values(tenants)) {
      for (const colours of [tenant.theme.light, tenant.theme.dark]) {
        const ramp = brandRamp(colours);
        const steps = Object.keys(ramp)
          .map(Number)
          .sort((a, b) => a - b);
        expect(steps).toHaveLength(16);
        const lightness = steps.map((step) => luminance(ramp[step as keyof typeof ramp]));
        expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
        expect(ramp[80]).toBe(colours.primary['500']);
      }
    }
  });
});

describe('tenantThemeCss', () => {
  it('defines every theme token on the page root, dark by default and light on data-color-mode', () => {
    const reval = getTenant('reval');
    const css = tenantThemeCss(reval);
    const [dark = '', light = ''] = css.split('\n');
    expect(dark).toMatch(/^:root\{/);
    expect(dark).toContain(`--colorNeutralBackground2:${reval.theme.dark.background.default};`);
    expect(dark).toContain('--fontFamilyBase:');
    expect(dark).toContain('--spacingHorizontalM:');
    expect(light).toMatch(/^:root\[data-color-mode='light'\]\{/);
    expect(light).toContain(`--colorNeutralBackground2:${reval.theme.light.background.default};`);
    // Sizes are the same in both modes, so the light block only overrides colours.
    expect(light).not.toContain('--spacingHorizontalM:');
    // One type scale on every screen: no phone-only step down to 10 px.
    expect(css).not.toContain('data-narrow');
  });
});

describe('the design system over every club theme', () => {
  const themes = Object.values(tenants).flatMap((tenant) => {
    const { light, dark } = createTenantThemes(tenant);
    return [
      { name: `${tenant.id} light`, theme: light },
      { name: `${tenant.id} dark`, theme: dark },
    ];
  });

  it("sizes Fluent's text in rem and never under 12 px", () => {
    for (const { theme } of themes.slice(0, 2)) {
      for (const [token, value] of Object.entries(theme).filter(([token]) => token.startsWith('fontSize'))) {
        expect(String(value), token).toMatch(/^\d+(\.\d+)?rem$/);
        expect(parseFloat(String(value)) * 16, token).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('keeps disabled text at 3:1 on the page, its surfaces and the disabled fill', () => {
    for (const { name, theme } of themes) {
      for (const surface of [
        theme.colorNeutralBackground1,
        theme.colorNeutralBackground2,
        theme.colorNeutralBackgroundDisabled,
      ])
        expect(contrast(theme.colorNeutralForegroundDisabled, surface), name).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives destructive buttons the error colour with text at 4.5:1', () => {
    for (const { name, theme } of themes) {
      expect(
        contrast(theme.colorTenantDangerForeground, theme.colorTenantDangerBackground),
        name,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(theme.colorTenantDangerForeground, theme.colorTenantDangerBackgroundHover),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
