import { defaultPrivacySettings } from '../../../src/api/contract/member-data.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { auditSweptErasure, eraseMember } from './erase-member.ts';

/** Ended (4) and closed (5) accounts: the member left the club. Debts (3, 6) stay until settled. */
const leftStatuses = [4, 5];

/** A club's setting as stored, or the default: one SQL expression per setting, read per row's tenant. */
const setting = (key: 'smsOutboxDays' | 'inactiveAccountMonths', alias: string) =>
  `(SELECT CASE WHEN s.privacy ? '${key}' THEN (s.privacy ->> '${key}')::int ELSE ${defaultPrivacySettings[key] ?? 'NULL'} END
    FROM tenant_settings s WHERE s.tenant = ${alias}.tenant)`;

/**
 * Issue #40 point 3: what each club keeps, for as long as it set (privacy-settings.ts), deleted by the
 * housekeeping sweep. The SMS outbox after its days; accounts that ended or closed, with no login or booking
 * for the club's months, are erased as on request (erase-member.ts). A club without settings gets the defaults.
 */
export async function sweepRetention(db: Db, now: Date): Promise<{ smsOutbox: number; inactiveAccounts: number }> {
  const sms = await db.query(
    `DELETE FROM sms_outbox o WHERE o.created_at < $1::timestamptz - make_interval(days => coalesce(${setting('smsOutboxDays', 'o')}, ${defaultPrivacySettings.smsOutboxDays}))
     RETURNING o.id`,
    [now],
  );
  const inactive = await db.query<{ tenant: TenantId; id: number }>(
    `SELECT u.tenant, u.id FROM users u
     WHERE u.erased_at IS NULL AND u.status = ANY($2::int[]) AND NOT u.is_admin AND u.trainer_id IS NULL
       AND ${setting('inactiveAccountMonths', 'u')} IS NOT NULL
       AND greatest(u.created_at,
             (SELECT max(r.created_at) FROM registrations r WHERE r.tenant = u.tenant AND r.user_id = u.id),
             (SELECT max(t.created_at) FROM refresh_tokens t WHERE t.tenant = u.tenant AND t.user_id = u.id))
           < $1::timestamptz - make_interval(months => ${setting('inactiveAccountMonths', 'u')})
     ORDER BY u.id LIMIT 100`,
    [now, leftStatuses],
  );
  for (const user of inactive)
    await db.transaction(async (tx) => {
      await eraseMember(tx, user.tenant, user.id, now);
      await auditSweptErasure(tx, user.tenant, user.id, now, 'inactive');
    });
  return { smsOutbox: sms.length, inactiveAccounts: inactive.length };
}
