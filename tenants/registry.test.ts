import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tenantIds } from '../src/api/contract/tenant.ts';
import { getTenant, resolveTenant, tenants } from './registry.ts';
import { TenantConfig } from './schema.ts';

// vitest runs from the project root (the client project's happy-dom gives import.meta.url no file scheme).
const tenantFile = (id: string, file: string) => path.resolve('tenants', id, file);

describe('tenant registry', () => {
  it('holds every tenant of docs/behaviour.md#users-clubs-and-languages, each parsed under its own id', () => {
    expect(Object.keys(tenants).sort()).toEqual([...tenantIds].sort());
    for (const id of tenantIds) expect(getTenant(id).id).toBe(id);
  });

  it('applies the invoice-logo defaults (height 40, padding 20) where a club sets none', () => {
    expect(getTenant('reval')).toMatchObject({ invoiceLogoHeight: 40, invoiceLogoPadding: 20 });
    expect(getTenant('restaurant')).toMatchObject({ invoiceLogoHeight: 56, invoiceLogoPadding: 12 });
  });

  it('gives every club its own files: logos per mode, favicon and invoice logo as SVG', () => {
    for (const tenant of Object.values(tenants)) {
      for (const file of [tenant.logo.light, tenant.logo.dark, tenant.favicon, tenant.invoiceLogo]) {
        expect(readFileSync(tenantFile(tenant.id, file), 'utf8')).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
        );
      }
      // app icons of the web manifest, rendered from the favicon by tenants/render-icons.ts
      for (const size of [192, 512]) {
        expect(
          readFileSync(tenantFile(tenant.id, `icon-${size}.png`))
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
    }
  });

  it('gives the clubs distinct titles and primary colours per mode', () => {
    const titles = new Set(Object.values(tenants).map((t) => t.title.en));
    expect(titles.size).toBe(tenantIds.length);
    for (const tenant of Object.values(tenants)) {
      expect(tenant.theme.light.primary['500']).not.toBe(tenant.theme.dark.primary['500']);
      expect(tenant.theme.light.background.default).not.toBe(tenant.theme.dark.background.default);
    }
  });
});

describe('tenant schema', () => {
  const valid = getTenant('golden');

  it('rejects an unknown tenant id, a bad colour, a missing colour group and a file path', () => {
    expect(v.safeParse(TenantConfig, { ...valid, id: 'atlantis' }).success).toBe(false);
    const badColour = { ...valid.theme.light, error: 'red' };
    expect(v.safeParse(TenantConfig, { ...valid, theme: { ...valid.theme, light: badColour } }).success).toBe(false);
    const { pie: _pie, ...withoutPie } = valid.theme.dark;
    expect(v.safeParse(TenantConfig, { ...valid, theme: { ...valid.theme, dark: withoutPie } }).success).toBe(false);
    expect(v.safeParse(TenantConfig, { ...valid, favicon: '../../etc/passwd.svg' }).success).toBe(false);
  });

  it('accepts a complete config', () => {
    expect(v.parse(TenantConfig, valid)).toEqual(valid);
  });
});

describe('resolveTenant', () => {
  it.each([
    ['reval.localhost:8080', 'reval'],
    ['reval-trainer.localhost', 'reval-trainer'],
    ['GOLDEN-VIIMSI.localhost:5173', 'golden-viimsi'],
    ['golden.example.ee', 'golden'],
    ['reval.clubbook.example', 'reval'],
    ['motus-lv.clubbook.example', 'fitnessbrand-lv'],
    ['lumi.clubbook.example:443', 'spa'],
  ])('%s → %s', (host, id) => {
    expect(resolveTenant(host)).toBe(id);
  });

  it.each(['localhost:8080', '127.0.0.1:8080', 'atlantis.localhost', '', 'www.reval.localhost'])(
    'falls back to default for %j',
    (host) => {
      expect(resolveTenant(host)).toBe('default');
    },
  );
});
