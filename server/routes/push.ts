import { Hono } from 'hono';
import { PushSubscriptionBody, PushSubscriptionQuery, PushUnsubscribeBody } from '../../src/api/contract/push.ts';
import type { AppEnv } from '../app-env.ts';
import { requireUser, userIdOf } from '../http/guards.ts';
import {
  deleteSubscription,
  saveSubscription,
  subscriptionState,
  type PushServicePolicy,
} from '../domain/push/subscriptions.ts';
import type { VapidKeys } from '../domain/push/vapid-keys.ts';
import { sessionIdOf } from '../domain/tokens.ts';
import { parseJson, parseQuery } from '../http/validate.ts';

export type PushRouteDeps = { vapid: VapidKeys; services: PushServicePolicy };

/** Web Push on this device (issue #25): the key to subscribe with, and this device's subscription. */
export function pushRoutes(deps: PushRouteDeps) {
  const app = new Hono<AppEnv>();

  app.get('/user/push/key', (c) => {
    requireUser(c);
    return c.json({ publicKey: deps.vapid.publicKey });
  });

  app.get('/user/push/subscription', async (c) => {
    const userId = userIdOf(requireUser(c));
    const { endpoint } = parseQuery(c, PushSubscriptionQuery);
    return c.json(await subscriptionState(c.get('db'), c.get('tenant'), userId, endpoint));
  });

  app.put('/user/push/subscription', async (c) => {
    const userId = userIdOf(requireUser(c));
    const body = await parseJson(c, PushSubscriptionBody);
    const session = sessionIdOf(c.req.header('authorization'));
    await saveSubscription(c.get('db'), c.get('tenant'), userId, session, body, c.get('now')(), deps.services);
    return c.body(null, 204);
  });

  app.delete('/user/push/subscription', async (c) => {
    const userId = userIdOf(requireUser(c));
    const { endpoint } = await parseJson(c, PushUnsubscribeBody);
    await deleteSubscription(c.get('db'), c.get('tenant'), userId, endpoint, c.get('now')());
    return c.body(null, 204);
  });

  return app;
}
