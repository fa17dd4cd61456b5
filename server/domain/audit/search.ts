import * as v from 'valibot';
import type { AuditActor, AuditEntry, AuditPage, AuditQuery } from '../../../src/api/contract/audit.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { decodeCursor, toPage } from '../keyset.ts';

type Row = {
  seq: string;
  at: Date;
  actor_id: number | null;
  actor_role: AuditEntry['actor']['role'];
  actor_name: string;
  request_id: string;
  client_address: string;
  action: AuditEntry['action'];
  subject_type: NonNullable<AuditEntry['subject']>['type'] | null;
  subject_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: Record<string, unknown> | null;
};

/** The key of an entry in the log's order (newest first): its place in the club's chain. */
const SeqKey = v.tuple([v.pipe(v.number(), v.integer(), v.minValue(1))]);

/**
 * One page of the club's audit log, newest first, with every filter the query names; each filter has its
 * index (tenant, filter, seq), so a page reads only its rows however long the log grows.
 */
export async function searchAudit(db: Db, tenant: TenantId, q: AuditQuery): Promise<AuditPage> {
  const after = decodeCursor(q.cursor, SeqKey);
  const rows = await db.query<Row>(
    `SELECT a.seq::text AS seq, at, actor_id, actor_role, actor_name, request_id, client_address, action, subject_type,
            subject_id, before, after, detail
     FROM audit_log a
     WHERE tenant = $1
       AND ($2::text IS NULL OR action = $2)
       AND ($3::int IS NULL OR actor_id = $3)
       AND ($4::text IS NULL OR subject_type = $4)
       AND ($5::int IS NULL OR subject_id = $5)
       AND ($6::timestamptz IS NULL OR at >= $6)
       AND ($7::timestamptz IS NULL OR at < $7)
       AND ($8::bigint IS NULL OR a.seq < $8)
     ORDER BY a.seq DESC
     LIMIT $9`,
    [
      tenant,
      q.action ?? null,
      q.actorId ?? null,
      q.subjectType ?? null,
      q.subjectId ?? null,
      q.from ?? null,
      q.to ?? null,
      after?.[0] ?? null,
      q.limit + 1,
    ],
  );
  return toPage(
    rows,
    q.limit,
    (r) => [Number(r.seq)],
    (shown) => shown.map(toEntry),
  );
}

function toEntry(r: Row): AuditEntry {
  return {
    seq: Number(r.seq),
    at: r.at.toISOString(),
    actor: { id: r.actor_id, role: r.actor_role, name: r.actor_name },
    requestId: r.request_id,
    clientAddress: r.client_address,
    action: r.action,
    subject: r.subject_type !== null && r.subject_id !== null ? { type: r.subject_type, id: r.subject_id } : null,
    before: r.before,
    after: r.after,
    detail: r.detail,
  };
}

/** Everyone with an entry in the club's log (each with the name and role of their latest entry), by name. */
export async function auditActors(db: Db, tenant: TenantId): Promise<AuditActor[]> {
  return db.query<AuditActor>(
    `SELECT id, name, role FROM (
       SELECT DISTINCT ON (actor_id) actor_id AS id, actor_name AS name, actor_role AS role
       FROM audit_log WHERE tenant = $1 AND actor_id IS NOT NULL ORDER BY actor_id, seq DESC) a
     ORDER BY name, id`,
    [tenant],
  );
}
