import type { AuditAction, AuditRole, AuditSubjectType } from '../../../src/api/contract/audit.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';

export type AuditSubject = { type: AuditSubjectType; id: number };
export type AuditActorRef = { id: number | null; role: AuditRole };
type Json = Record<string, unknown> | null;

/** One entry as a writer gives it; the chain's place, hashes and the actor's name are the database's. */
export type AuditRecord = {
  at: Date;
  actor: AuditActorRef;
  requestId: string;
  clientAddress: string;
  action: AuditAction;
  subject: AuditSubject | null;
  before: Json;
  after: Json;
  detail: Json;
};

/**
 * Appends an entry to the club's chain (server/db/functions/audit_append.sql: per-club turn, hash of the
 * predecessor and own content). Call it with the transaction of the change it records, so both or neither
 * are kept. Answers the entry's place in the chain.
 */
export async function appendAudit(tx: Db, tenant: TenantId, r: AuditRecord): Promise<number> {
  const [row] = await tx.query<{ seq: string }>(
    'SELECT audit_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb)::text AS seq',
    [
      tenant,
      r.at,
      r.actor.id,
      r.actor.role,
      r.requestId,
      r.clientAddress,
      r.action,
      r.subject?.type ?? null,
      r.subject?.id ?? null,
      json(r.before),
      json(r.after),
      json(r.detail),
    ],
  );
  return Number(row?.seq);
}

const json = (value: Json) => (value === null ? null : JSON.stringify(value));
