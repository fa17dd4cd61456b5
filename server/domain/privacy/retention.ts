import { defaultPrivacySettings } from '../../../src/api/contract/member-data.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { auditSweptErasure, eraseMember } from './erase-member.ts';

/** Ended (4) and closed (5) accounts: the member left the club. Debts (3, 6) stay until settled. */
const leftStatuses = [4, 5];

/** A club's setting as stored, or the default: one SQL expression per setting, read per row's tenant (not `s`). */
const setting = (
  key: 'smsOutboxDays' | 'inactiveAccountMonths' | 'loginRecordDays' | 'pushMessageDays' | 'auditLogYears',
  alias: string,
) =>
  `(SELECT CASE WHEN s.privacy ? '${key}' THEN (s.privacy ->> '${key}')::int ELSE ${defaultPrivacySettings[key] ?? 'NULL'} END
    FROM tenant_settings s WHERE s.tenant = ${alias}.tenant)`;

/** What one sweep of the clubs' retention deleted, per kind of row. */
export type RetentionSwept = {
  smsOutbox: number;
  inactiveAccounts: number;
  loginSessions: number;
  pushDevices: number;
  pushMessages: number;
  auditEntries: number;
};

/**
 * Issue #40 point 3: what each club keeps, for as long as it set (privacy-settings.ts), deleted by the
 * housekeeping sweep. The SMS outbox after its days; accounts that ended or closed, with no login or booking
 * for the club's months, are erased as on request (erase-member.ts); login sessions unused for the club's days,
 * and devices subscribed without a session and not renewed as long; finished push messages; audit entries older
 * than the club's years (only through audit_prune, which keeps the chain checkable). A club without settings
 * gets the defaults. Backups are whole-database archives and stay the operator's (BACKUP_KEEP).
 */
export async function sweepRetention(db: Db, now: Date): Promise<RetentionSwept> {
  const sms = await db.query(
    `DELETE FROM sms_outbox o WHERE o.created_at < $1::timestamptz - make_interval(days => coalesce(${setting('smsOutboxDays', 'o')}, ${defaultPrivacySettings.smsOutboxDays}))
     RETURNING o.id`,
    [now],
  );
  const inactiveAccounts = await eraseInactiveAccounts(db, now);
  const sessions = await db.query(
    `DELETE FROM refresh_tokens t WHERE t.created_at < $1::timestamptz - make_interval(days => ${setting('loginRecordDays', 't')})
     RETURNING t.id`,
    [now],
  );
  // A subscription made in a session goes with it (push-sweep.ts); one without a session by its own age.
  const devices = await db.query(
    `DELETE FROM push_subscriptions d WHERE d.session_id IS NULL
       AND d.updated_at < $1::timestamptz - make_interval(days => ${setting('loginRecordDays', 'd')})
     RETURNING d.id`,
    [now],
  );
  const pushes = await db.query(
    `DELETE FROM push_queue q WHERE q.state <> 'pending'
       AND q.created_at < $1::timestamptz - make_interval(days => ${setting('pushMessageDays', 'q')})
     RETURNING q.id`,
    [now],
  );
  return {
    smsOutbox: sms.length,
    inactiveAccounts,
    loginSessions: sessions.length,
    pushDevices: devices.length,
    pushMessages: pushes.length,
    auditEntries: await pruneAuditLogs(db, now),
  };
}

async function eraseInactiveAccounts(db: Db, now: Date): Promise<number> {
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
  return inactive.length;
}

/**
 * Each club's audit entries older than its years, through audit_prune (server/db/functions/audit_prune.sql): a trigger refuses any
 * other DELETE, and the entry audit_prune appends names the new start, so the chain still verifies. The clubs
 * with a log are found by skipping along the primary key, not by reading every entry.
 */
async function pruneAuditLogs(db: Db, now: Date): Promise<number> {
  const clubs = await db.query<{ tenant: string; removed: number }>(
    `WITH RECURSIVE clubs AS (
       SELECT min(tenant) AS tenant FROM audit_log
       UNION ALL
       SELECT (SELECT min(a.tenant) FROM audit_log a WHERE a.tenant > clubs.tenant) FROM clubs WHERE clubs.tenant IS NOT NULL
     )
     SELECT c.tenant, audit_prune(c.tenant, $1::timestamptz - make_interval(years => ${setting('auditLogYears', 'c')}), $1) AS removed
     FROM clubs c WHERE c.tenant IS NOT NULL`,
    [now],
  );
  return clubs.reduce((sum, club) => sum + Number(club.removed), 0);
}
