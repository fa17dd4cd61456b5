import { Hono } from 'hono';
import { ApiKeyBody } from '../../src/api/contract/api-keys.ts';
import type { AppEnv } from '../app-env.ts';
import { createKey, listKeys, revokeKey } from '../domain/api-keys/api-keys.ts';
import { audited } from '../http/audited.ts';
import { actingUserId, requireAdmin } from '../http/guards.ts';
import { IdParam, parseForm, parseParam } from '../http/validate.ts';

/** The club admin's API keys, one per integration (issue 39; docs/integrations.md). */
export const apiKeyRoutes = new Hono<AppEnv>();

apiKeyRoutes.get('/admin/api-keys', async (c) => {
  requireAdmin(c);
  return c.json(await listKeys(c.get('db'), c.get('tenant')));
});

/** The secret is in this answer only; the log keeps the key's name and scopes, never the secret or its hash. */
apiKeyRoutes.post('/admin/api-keys', async (c) => {
  const by = actingUserId(c, requireAdmin(c));
  const body = await parseForm(c, ApiKeyBody);
  const created = await audited(c, (tx) => createKey(tx, c.get('tenant'), body, by, c.get('now')()), {
    action: 'apiKey.create',
    subject: (result) => ({ type: 'apiKey', id: result.key.id }),
  });
  return c.json(created, 201);
});

/** Revokes a key: it is refused from the next request on, and stays listed as revoked. */
apiKeyRoutes.delete('/admin/api-keys/:id', async (c) => {
  const by = actingUserId(c, requireAdmin(c));
  const id = parseParam(c, 'id', IdParam);
  return c.json(
    await audited(c, (tx) => revokeKey(tx, c.get('tenant'), id, by, c.get('now')()), {
      action: 'apiKey.revoke',
      subject: { type: 'apiKey', id },
    }),
  );
});
