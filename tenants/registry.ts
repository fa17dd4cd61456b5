import * as v from 'valibot';
import { TenantId, tenantIds } from '../src/api/contract/tenant.ts';
import { TenantConfig, type TenantConfigInput } from './schema.ts';
import { config as defaultTenant } from './default/config.ts';
import { config as activesportTenant } from './activesport/config.ts';
import { config as watersportsTenant } from './watersports/config.ts';
import { config as restaurantTenant } from './restaurant/config.ts';
import { config as schoolTenant } from './school/config.ts';
import { config as fitnessTenant } from './fitness/config.ts';
import { config as goldenTenant } from './golden/config.ts';
import { config as goldenViimsiTenant } from './golden-viimsi/config.ts';
import { config as haapsaluTenant } from './haapsalu/config.ts';
import { config as hiiumaaTenant } from './hiiumaa/config.ts';
import { config as healthcentreTenant } from './healthcentre/config.ts';
import { config as kuressaareTenant } from './kuressaare/config.ts';
import { config as swimminghallTenant } from './swimminghall/config.ts';
import { config as fitnessbrandTenant } from './fitnessbrand/config.ts';
import { config as fitnessbrandLvTenant } from './fitnessbrand-lv/config.ts';
import { config as gymTenant } from './gym/config.ts';
import { config as revalTenant } from './reval/config.ts';
import { config as revalTrainerTenant } from './reval-trainer/config.ts';
import { config as spartaTenant } from './sparta/config.ts';
import { config as tennisTenant } from './tennis/config.ts';
import { config as spaTenant } from './spa/config.ts';

// TypeScript modules rather than JSON so Vite (client), tsx (server) and vitest load the same registry.
const sources: Record<TenantId, TenantConfigInput> = {
  default: defaultTenant,
  activesport: activesportTenant,
  watersports: watersportsTenant,
  restaurant: restaurantTenant,
  school: schoolTenant,
  fitness: fitnessTenant,
  golden: goldenTenant,
  'golden-viimsi': goldenViimsiTenant,
  haapsalu: haapsaluTenant,
  hiiumaa: hiiumaaTenant,
  healthcentre: healthcentreTenant,
  kuressaare: kuressaareTenant,
  swimminghall: swimminghallTenant,
  fitnessbrand: fitnessbrandTenant,
  'fitnessbrand-lv': fitnessbrandLvTenant,
  gym: gymTenant,
  reval: revalTenant,
  'reval-trainer': revalTrainerTenant,
  sparta: spartaTenant,
  tennis: tennisTenant,
  spa: spaTenant,
};

function parseTenant(id: TenantId): TenantConfig {
  const tenant = v.parse(TenantConfig, sources[id]);
  if (tenant.id !== id) throw new Error(`tenants/${id}/config.ts declares id '${tenant.id}'`);
  return tenant;
}

/** Every tenant, parsed by the one schema when this module loads (a bad config fails the build's tests and start). */
export const tenants = Object.fromEntries(tenantIds.map((id) => [id, parseTenant(id)])) as Record<
  TenantId,
  TenantConfig
>;

export const defaultTenantId: TenantId = 'default';

export function getTenant(id: TenantId): TenantConfig {
  return tenants[id];
}

const byConfiguredHost = new Map(tenantIds.flatMap((id) => tenants[id].hosts.map((host) => [host, id] as const)));

/**
 * The tenant a host (with or without port) belongs to: a configured host, else the first label when it is a
 * tenant id (`reval.localhost:8080`, `golden-viimsi.example.ee`), else the default tenant.
 */
export function resolveTenant(host: string): TenantId {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const configured = byConfiguredHost.get(name);
  if (configured) return configured;
  const label = v.safeParse(TenantId, name.split('.')[0]);
  return label.success ? label.output : defaultTenantId;
}
