import type { AuditSubjectType } from '../../../src/api/contract/audit.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import type { AuditSubject } from './append.ts';

/**
 * Each subject's row as the log keeps it before and after a change: the row without its tenant, with what
 * its form edits in other tables (a room's styles, a trainer's styles and login). A member's own fields
 * (name, e-mail, phone) are never copied: a registration names its member by id only, so the log holds no
 * personal data an erasure would have to reach.
 */
const snapshotSql: Partial<Record<AuditSubjectType, string>> = {
  class: 'SELECT to_jsonb(x) - $3::text[] AS row FROM trainings x WHERE x.id = $1 AND x.tenant = $2',
  room: `SELECT to_jsonb(x) - $3::text[] || jsonb_build_object('styleIds',
           (SELECT coalesce(jsonb_agg(s.style_id ORDER BY s.style_id), '[]') FROM room_styles s WHERE s.room_id = x.id)) AS row
         FROM rooms x WHERE x.id = $1 AND x.tenant = $2`,
  trainer: `SELECT to_jsonb(x) - $3::text[] || jsonb_build_object(
             'styleIds', (SELECT coalesce(jsonb_agg(s.style_id ORDER BY s.style_id), '[]') FROM trainer_styles s WHERE s.trainer_id = x.id),
             'login', (SELECT u.username FROM users u WHERE u.trainer_id = x.id AND u.tenant = x.tenant ORDER BY u.id LIMIT 1)) AS row
           FROM trainers x WHERE x.id = $1 AND x.tenant = $2`,
  registration: 'SELECT to_jsonb(x) - $3::text[] AS row FROM registrations x WHERE x.id = $1 AND x.tenant = $2',
  strike: 'SELECT to_jsonb(x) - $3::text[] AS row FROM member_strikes x WHERE x.id = $1 AND x.tenant = $2',
  // a club's row holds its rules (waiting list, strikes, standing bookings), with its types' waiting-list rules
  club: `SELECT to_jsonb(x) - $3::text[] || jsonb_build_object('waitingRulesByType',
           (SELECT coalesce(jsonb_agg(to_jsonb(w) - $3::text[] - 'club_id' ORDER BY w.training_type), '[]')
            FROM waiting_rules_by_type w WHERE w.club_id = x.id)) AS row
         FROM clubs x WHERE x.id = $1 AND x.tenant = $2`,
  // a user (a staff login) is named by id only: their row is not copied
  // an API key without its secret's hash
  apiKey: `SELECT to_jsonb(x) - $3::text[] - 'secret_hash' AS row FROM api_keys x WHERE x.id = $1 AND x.tenant = $2`,
  // an endpoint without its secret (never in the log): a rotation shows as a new secret_changed_at
  webhook: `SELECT jsonb_build_object('id', x.id, 'url', x.url, 'event_types', x.event_types, 'enabled', x.enabled,
             'disabled_reason', x.disabled_reason, 'created_at', x.created_at, 'secret_changed_at', x.secret_changed_at) AS row
           FROM webhook_endpoints x WHERE x.id = $1 AND x.tenant = $2 AND $3::text[] IS NOT NULL`,
  // a delivery's state, without its payload or the receiver's answer (they may name members)
  webhookDelivery: `SELECT jsonb_build_object('id', x.id, 'endpoint_id', x.endpoint_id, 'webhook_id', x.webhook_id,
             'event_id', x.event_id, 'type', x.type, 'status', x.status, 'attempts', x.attempts,
             'next_attempt_at', x.next_attempt_at, 'last_attempt_at', x.last_attempt_at,
             'last_status_code', x.last_status_code) AS row
           FROM webhook_deliveries x WHERE x.id = $1 AND x.tenant = $2 AND $3::text[] IS NOT NULL`,
};

/** Columns the entry has already: the tenant. */
const leftOut = ['tenant'];

/** The subject's row now, or null when it does not exist (before a create, after a delete). */
export async function snapshot(
  tx: Db,
  tenant: TenantId,
  subject: AuditSubject,
): Promise<Record<string, unknown> | null> {
  const sql = snapshotSql[subject.type];
  if (sql === undefined) return null;
  const [found] = await tx.query<{ row: Record<string, unknown> | null }>(sql, [subject.id, tenant, leftOut]);
  return found?.row ?? null;
}
