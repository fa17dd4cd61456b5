import type { ApiKeyScope } from '../../src/api/contract/api-keys.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import { hashOfSecret } from '../domain/api-keys/api-keys.ts';

/** A fixture tenant's API keys: one per scope, one revoked, one spare (the route matrix revokes it). */
export type FixtureApiKeys = {
  /** Each scope's key: its id and its secret. */
  scopes: Record<ApiKeyScope, { id: number; secret: string }>;
  revoked: { id: number; secret: string };
  spare: number;
};

const secretOf = (tenant: TenantId, name: string) => `ck_fixture-${tenant}-${name}`;

export async function seedApiKeys(db: Db, tenant: TenantId, now: Date): Promise<FixtureApiKeys> {
  const names = ['timetable', 'trainer', 'admin', 'revoked', 'spare'] as const;
  const ids = await insertIds(
    db,
    'api_keys',
    names.map((name) => ({
      tenant,
      name: `Fixture ${name}`,
      scopes: [name === 'revoked' || name === 'spare' ? 'admin' : name],
      hint: secretOf(tenant, name).slice(0, 7),
      secret_hash: hashOfSecret(secretOf(tenant, name)),
      created_at: now,
      revoked_at: name === 'revoked' ? now : null,
    })),
  );
  const key = (i: number) => {
    const id = ids[i];
    const name = names[i];
    if (id === undefined || name === undefined) throw new Error('fixture api keys missing');
    return { id, secret: secretOf(tenant, name) };
  };
  return { scopes: { timetable: key(0), trainer: key(1), admin: key(2) }, revoked: key(3), spare: key(4).id };
}
