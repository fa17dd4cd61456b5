import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { WebhookDelivery, WebhookEventType } from '../../../src/api/contract/webhooks.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { findEndpoint } from './endpoints.ts';

/** The deliveries list shows this many, newest first. */
const LIST_LIMIT = 100;

type DeliveryRow = {
  id: number;
  webhook_id: string;
  type: WebhookEventType;
  status: WebhookDelivery['status'];
  attempts: number;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_answer: string | null;
};

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** An endpoint's latest deliveries with their status and the receiver's answer. */
export async function listDeliveries(db: Db, tenant: TenantId, endpointId: number): Promise<WebhookDelivery[]> {
  await findEndpoint(db, tenant, endpointId);
  const rows = await db.query<DeliveryRow>(
    `SELECT id::int, webhook_id, type, status, attempts, created_at, last_attempt_at,
       CASE WHEN next_attempt_at = '-infinity' THEN created_at ELSE next_attempt_at END AS next_attempt_at,
       last_status_code, last_answer
     FROM webhook_deliveries WHERE tenant = $1 AND endpoint_id = $2 ORDER BY id DESC LIMIT $3`,
    [tenant, endpointId, LIST_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    webhookId: row.webhook_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
    lastStatusCode: row.last_status_code,
    lastAnswer: row.last_answer,
  }));
}

/**
 * "Send again": the delivery is due at once with a fresh count of tries, under the same webhook-id (a receiver
 * that already has it may skip it). Its endpoint must be on: sending to one that is off would do nothing.
 */
export async function sendAgain(db: Db, tenant: TenantId, deliveryId: number): Promise<void> {
  const [row] = await db.query<{ enabled: boolean }>(
    `SELECT e.enabled FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE d.tenant = $1 AND d.id = $2`,
    [tenant, deliveryId],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  if (!row.enabled) throw new ApiError(409, 'actionNotAllowed');
  await db.query(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = '-infinity' WHERE id = $1`,
    [deliveryId],
  );
}
