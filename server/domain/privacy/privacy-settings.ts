import * as v from 'valibot';
import {
  defaultPrivacySettings,
  PrivacySettings,
  type PrivacySettingsBody,
} from '../../../src/api/contract/member-data.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';

/** The club's privacy settings; a stored value that does not parse gives the defaults. */
export async function privacySettings(db: Db, tenant: TenantId): Promise<PrivacySettings> {
  const [row] = await db.query<{ privacy: unknown }>('SELECT privacy FROM tenant_settings WHERE tenant = $1', [tenant]);
  const parsed = v.safeParse(PrivacySettings, { ...defaultPrivacySettings, ...(row?.privacy ?? {}) });
  return parsed.success ? parsed.output : defaultPrivacySettings;
}

/** Saves what the body names; a setting it leaves out (an older client) keeps its stored value. */
export async function savePrivacySettings(db: Db, tenant: TenantId, settings: PrivacySettingsBody): Promise<void> {
  await db.query(
    `INSERT INTO tenant_settings (tenant, privacy) VALUES ($1, $2)
     ON CONFLICT (tenant) DO UPDATE SET privacy = tenant_settings.privacy || $2`,
    [tenant, JSON.stringify(settings)],
  );
}
