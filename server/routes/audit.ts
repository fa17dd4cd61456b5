import { Hono } from 'hono';
import { AuditQuery } from '../../src/api/contract/audit.ts';
import type { AppEnv } from '../app-env.ts';
import { auditActors, searchAudit } from '../domain/audit/search.ts';
import { requireAdmin } from '../http/guards.ts';
import { parseQuery } from '../http/validate.ts';

/** Issue 40: the club's audit log, for its admins (staff actions, who, when, from where, before and after). */
export const auditRoutes = new Hono<AppEnv>();

auditRoutes.get('/admin/audit', async (c) => {
  requireAdmin(c);
  return c.json(await searchAudit(c.get('db'), c.get('tenant'), parseQuery(c, AuditQuery)));
});

auditRoutes.get('/admin/audit/actors', async (c) => {
  requireAdmin(c);
  return c.json(await auditActors(c.get('db'), c.get('tenant')));
});
