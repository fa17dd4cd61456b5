import type { RouteCase } from './route-table-types.ts';

/** The audit log's routes (server/routes/audit.ts): admins only, no ids of a club in the path. */
export const routeTableAudit: RouteCase[] = [
  {
    method: 'GET',
    pattern: '/admin/audit',
    path: () => '/admin/audit?action=class.edit&subjectType=class&subjectId=1&from=2026-01-01T00:00:00.000Z&limit=5',
    minRole: 'admin',
  },
  { method: 'GET', pattern: '/admin/audit/actors', path: () => '/admin/audit/actors', minRole: 'admin' },
];
