import { Hono } from 'hono';
import { AdminMemberQuery } from '../../src/api/contract/admin-members.ts';
import type { AppEnv } from '../app-env.ts';
import { searchMembers } from '../domain/members/search-members.ts';
import { requireAdmin } from '../http/guards.ts';
import { parseQuery } from '../http/validate.ts';

/** The admin finds a member of the club (for the member's family links, issue 38). */
export const adminMemberRoutes = new Hono<AppEnv>();

/** GET /admin/members?q&cursor&limit: a page of the club's members matching `q`, by name. */
adminMemberRoutes.get('/admin/members', async (c) => {
  requireAdmin(c);
  return c.json(await searchMembers(c.get('db'), c.get('tenant'), parseQuery(c, AdminMemberQuery), c.get('now')()));
});
