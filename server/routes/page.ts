import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { pageRules } from '../domain/settings.ts';

export const pageRoutes = new Hono<AppEnv>();

/** GET /page/: the tenant's page rules; a stored value that does not parse gives the defaults. */
pageRoutes.get('/page/', async (c) => c.json(await pageRules(c.get('db'), c.get('tenant'))));
