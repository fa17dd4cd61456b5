import * as v from 'valibot';
import { ClubContact, noClubContact } from '../../src/api/contract/settings.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';

/** The club's contact from its settings; a stored value that does not parse gives none (nothing shown). */
export async function clubContact(db: Db, tenant: TenantId): Promise<ClubContact> {
  const rows = await db.query<{ contact: unknown }>('SELECT contact FROM tenant_settings WHERE tenant = $1', [tenant]);
  const parsed = v.safeParse(ClubContact, rows[0]?.contact ?? {});
  return parsed.success ? parsed.output : noClubContact;
}
