import { describe, expect, it } from 'vitest';
import { luminance } from '../../tenants/palette.ts';
import { getTenant, tenants } from '../../tenants/registry.ts';
import { tenantInvoiceLogoUrl, tenantLogoUrl } from './tenant-logo.ts';
import { brandRamp, createTenantThemes, currentTenant, tenantPie } from './tenant-theme.ts';

describe('createTenantThemes', () => {
  it('builds a light and a dark Fluent theme from the club colours', () => {
    const reval = getTenant('reval');
    const { light, dark } = createTenantThemes(reval);
    expect(light.colorBrandBackground).toBe(reval.theme.light.button.background);
    expect(dark.colorBrandBackground).toBe(reval.theme.dark.button.background);
    expect(light.colorNeutralBackground2).toBe('#fcfcfc');
    expect(dark.colorNeutralBackground2).toBe(reval.theme.dark.background.default);
    expect(light.colorNeutralForegroundOnBrand).toBe(reval.theme.light.button.text);
    expect(light.colorStatusDangerForeground1).toBe(reval.theme.light.error);
    expect(dark.colorTenantMenuBackground).toBe(reval.theme.dark.menu.background);
    expect(tenantPie(dark)).toEqual(reval.theme.dark.pie);
    // Fluent's own tokens stay: a light theme has dark text, a dark theme light text.
    expect(luminance(light.colorNeutralForeground1)).toBeLessThan(0.1);
    expect(luminance(dark.colorNeutralForeground1)).toBeGreaterThan(0.8);
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
        const steps = Object.keys(ramp).map(Number).sort((a, b) => a - b);
        expect(steps).toHaveLength(16);
        const lightness = steps.map((step) => luminance(ramp[step as keyof typeof ramp]));
        expect(lightness).toEqual([...lightness].sort((a, b) => a - b));
        expect(ramp[80]).toBe(colours.primary['500']);
      }
    }
  });
});

describe('tenant logos and current tenant', () => {
  it('has a logo per mode and an invoice logo for every club', () => {
    for (const tenant of Object.values(tenants)) {
      expect(tenantLogoUrl(tenant, 'light')).toMatch(/logo-light\.svg/);
      expect(tenantLogoUrl(tenant, 'dark')).toMatch(/logo-dark\.svg/);
      expect(tenantInvoiceLogoUrl(tenant)).toMatch(/\.svg/);
    }
  });

  it('takes the tenant from the page host (the test page runs on localhost: default)', () => {
    expect(currentTenant.id).toBe('default');
  });
});
