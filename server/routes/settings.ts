import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { publicSettings } from '../domain/settings.ts';
import { labelsFor } from '../http/labels.ts';

export const settingsRoutes = new Hono<AppEnv>();

/** GET /public/settings: clubs (named in the request's language) with their time zone and booking rules. */
settingsRoutes.get('/public/settings', async (c) =>
  c.json(await publicSettings(c.get('db'), c.get('tenant'), await labelsFor(c))),
);
