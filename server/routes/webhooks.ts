import { Hono } from 'hono';
import { WebhookEndpointBody } from '../../src/api/contract/webhooks.ts';
import type { AppEnv } from '../app-env.ts';
import type { AddressPolicy } from '../domain/outbound/public-address.ts';
import { listDeliveries, sendAgain } from '../domain/webhooks/deliveries.ts';
import {
  checkAddressOf,
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from '../domain/webhooks/endpoints.ts';
import { audited } from '../http/audited.ts';
import { requireAdmin } from '../http/guards.ts';
import { IdParam, parseForm, parseParam } from '../http/validate.ts';

/**
 * The club admin's webhook endpoints and their deliveries (issue 39). `policy.allowLoopback`: the tests'
 * receivers listen on this machine (NODE_ENV=test, as the push service's).
 */
export function webhookRoutes(policy: AddressPolicy): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/admin/webhooks', async (c) => {
    requireAdmin(c);
    return c.json(await listEndpoints(c.get('db'), c.get('tenant')));
  });

  /** The secret is in this answer only. */
  // Each change is a staff action in the audit log (issue #40 point 4), the endpoint before and after without its
  // secret. The address is checked (a DNS lookup) before the audited transaction opens, never inside it.
  routes.post('/admin/webhooks', async (c) => {
    requireAdmin(c);
    const body = await parseForm(c, WebhookEndpointBody);
    await checkAddressOf(body, policy);
    const created = await audited(c, (tx) => createEndpoint(tx, c.get('tenant'), body, c.get('now')()), {
      action: 'webhook.create',
      subject: (r) => ({ type: 'webhook', id: r.endpoint.id }),
    });
    return c.json(created, 201);
  });

  routes.put('/admin/webhooks/:id', async (c) => {
    requireAdmin(c);
    const id = parseParam(c, 'id', IdParam);
    const body = await parseForm(c, WebhookEndpointBody);
    // another club's or an unknown endpoint answers 404 before its address is looked up
    await findEndpoint(c.get('db'), c.get('tenant'), id);
    await checkAddressOf(body, policy);
    const saved = await audited(c, (tx) => updateEndpoint(tx, c.get('tenant'), id, body), {
      action: 'webhook.edit',
      subject: { type: 'webhook', id },
    });
    return c.json(saved);
  });

  routes.delete('/admin/webhooks/:id', async (c) => {
    requireAdmin(c);
    const id = parseParam(c, 'id', IdParam);
    await audited(c, (tx) => deleteEndpoint(tx, c.get('tenant'), id), {
      action: 'webhook.delete',
      subject: { type: 'webhook', id },
    });
    return c.body(null, 204);
  });

  routes.post('/admin/webhooks/:id/rotate-secret', async (c) => {
    requireAdmin(c);
    const id = parseParam(c, 'id', IdParam);
    const rotated = await audited(c, (tx) => rotateSecret(tx, c.get('tenant'), id, c.get('now')()), {
      action: 'webhook.rotateSecret',
      subject: { type: 'webhook', id },
    });
    return c.json(rotated);
  });

  routes.get('/admin/webhooks/:id/deliveries', async (c) => {
    requireAdmin(c);
    return c.json(await listDeliveries(c.get('db'), c.get('tenant'), parseParam(c, 'id', IdParam)));
  });

  routes.post('/admin/webhook-deliveries/:id/send-again', async (c) => {
    requireAdmin(c);
    const id = parseParam(c, 'id', IdParam);
    await audited(c, (tx) => sendAgain(tx, c.get('tenant'), id), {
      action: 'webhook.sendAgain',
      subject: { type: 'webhookDelivery', id },
    });
    return c.body(null, 204);
  });

  return routes;
}
