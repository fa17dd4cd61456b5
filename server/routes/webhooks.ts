import { Hono } from 'hono';
import { WebhookEndpointBody } from '../../src/api/contract/webhooks.ts';
import type { AppEnv } from '../app-env.ts';
import type { AddressPolicy } from '../domain/outbound/public-address.ts';
import { listDeliveries, sendAgain } from '../domain/webhooks/deliveries.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from '../domain/webhooks/endpoints.ts';
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
  routes.post('/admin/webhooks', async (c) => {
    requireAdmin(c);
    const body = await parseForm(c, WebhookEndpointBody);
    return c.json(await createEndpoint(c.get('db'), c.get('tenant'), body, policy, c.get('now')()), 201);
  });

  routes.put('/admin/webhooks/:id', async (c) => {
    requireAdmin(c);
    const id = parseParam(c, 'id', IdParam);
    const body = await parseForm(c, WebhookEndpointBody);
    return c.json(await updateEndpoint(c.get('db'), c.get('tenant'), id, body, policy));
  });

  routes.delete('/admin/webhooks/:id', async (c) => {
    requireAdmin(c);
    await deleteEndpoint(c.get('db'), c.get('tenant'), parseParam(c, 'id', IdParam));
    return c.body(null, 204);
  });

  routes.post('/admin/webhooks/:id/rotate-secret', async (c) => {
    requireAdmin(c);
    return c.json(await rotateSecret(c.get('db'), c.get('tenant'), parseParam(c, 'id', IdParam)));
  });

  routes.get('/admin/webhooks/:id/deliveries', async (c) => {
    requireAdmin(c);
    return c.json(await listDeliveries(c.get('db'), c.get('tenant'), parseParam(c, 'id', IdParam)));
  });

  routes.post('/admin/webhook-deliveries/:id/send-again', async (c) => {
    requireAdmin(c);
    await sendAgain(c.get('db'), c.get('tenant'), parseParam(c, 'id', IdParam));
    return c.body(null, 204);
  });

  return routes;
}
