import type { Db } from '../../db/db.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { OUTBOX_PAGE, type OutboxEntry, type OutboxKind } from '../../../src/api/contract/admin.ts';

type Row = {
  id: number;
  kind: OutboxKind;
  recipient: string;
  phone: string;
  message: string;
  training_id: number | null;
  created_at: Date;
  sent_at: Date | null;
};

/** The club's newest notices and SMS (optionally of one class), newest first. */
export async function listOutbox(db: Db, tenant: TenantId, trainingId?: number): Promise<OutboxEntry[]> {
  const rows = await db.query<Row>(
    `SELECT id, kind, recipient, phone, message, training_id, created_at, sent_at FROM sms_outbox
     WHERE tenant = $1 AND ($2::int IS NULL OR training_id = $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [tenant, trainingId ?? null, OUTBOX_PAGE],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    recipient: r.recipient,
    phone: r.phone,
    text: r.message,
    trainingId: r.training_id,
    createdAt: r.created_at.toISOString(),
    sentAt: r.sent_at?.toISOString() ?? null,
  }));
}
