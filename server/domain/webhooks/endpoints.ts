import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type {
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEventType,
  WebhookSecret,
} from '../../../src/api/contract/webhooks.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import type { AddressPolicy } from '../outbound/public-address.ts';
import { checkEndpointAddress } from './endpoint-address.ts';

type EndpointInput = v.InferOutput<typeof WebhookEndpointBody>;
type EndpointRow = {
  id: number;
  url: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  disabled_reason: WebhookEndpoint['disabledReason'];
  created_at: Date;
};
const COLUMNS = 'id, url, event_types, enabled, disabled_reason, created_at';

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  eventTypes: row.event_types,
  enabled: row.enabled,
  disabledReason: row.enabled ? null : row.disabled_reason,
  createdAt: row.created_at.toISOString(),
});

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (the key the signature is made with). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export async function listEndpoints(db: Db, tenant: TenantId): Promise<WebhookEndpoint[]> {
  const rows = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE tenant = $1 ORDER BY id`, [
    tenant,
  ]);
  return rows.map(toEndpoint);
}

/**
 * Refuses an address that is, or resolves to, one inside the network (endpoint-address.ts). It looks up DNS:
 * call it before the transaction that saves the endpoint, never inside one (on PGlite an open transaction
 * holds every other request while the name resolves).
 */
export async function checkAddressOf(body: EndpointInput, policy: AddressPolicy): Promise<void> {
  await checkEndpointAddress(body.url, policy);
}

/** Adds an endpoint whose address checkAddressOf passed; its secret is in this answer only. */
export async function createEndpoint(db: Db, tenant: TenantId, body: EndpointInput, now: Date): Promise<WebhookSecret> {
  const secret = newSecret();
  const [row] = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (tenant, url, event_types, secret, enabled, disabled_reason, created_at)
     VALUES ($1, $2, $3::text[], $4, $5, CASE WHEN $5 THEN NULL ELSE 'admin' END, $6) RETURNING ${COLUMNS}`,
    [tenant, body.url, [...new Set(body.eventTypes)], secret, body.enabled, now],
  );
  return { endpoint: toEndpoint(row!), secret };
}

/**
 * Changes the address (checked by checkAddressOf first), the events or on/off; turning it on again clears why
 * it stopped.
 */
export async function updateEndpoint(
  db: Db,
  tenant: TenantId,
  id: number,
  body: EndpointInput,
): Promise<WebhookEndpoint> {
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET url = $3, event_types = $4::text[], enabled = $5,
       disabled_reason = CASE WHEN $5 THEN NULL WHEN enabled THEN 'admin' ELSE disabled_reason END
     WHERE tenant = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [tenant, id, body.url, [...new Set(body.eventTypes)], body.enabled],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  return toEndpoint(row);
}

/** Removes the endpoint and its deliveries (pending ones are not sent). */
export async function deleteEndpoint(db: Db, tenant: TenantId, id: number): Promise<void> {
  const rows = await db.query('DELETE FROM webhook_endpoints WHERE tenant = $1 AND id = $2 RETURNING id', [tenant, id]);
  if (rows.length === 0) throw new ApiError(404, 'itemNotFound');
}

/** A new secret at once: deliveries from now on (retries too) are signed with it; shown this once. */
export async function rotateSecret(db: Db, tenant: TenantId, id: number, now: Date): Promise<WebhookSecret> {
  const secret = newSecret();
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET secret = $3, secret_changed_at = $4 WHERE tenant = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [tenant, id, secret, now],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  return { endpoint: toEndpoint(row), secret };
}

export async function findEndpoint(db: Db, tenant: TenantId, id: number): Promise<WebhookEndpoint> {
  const [row] = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE tenant = $1 AND id = $2`, [
    tenant,
    id,
  ]);
  if (!row) throw new ApiError(404, 'itemNotFound');
  return toEndpoint(row);
}
