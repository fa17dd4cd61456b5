import type { RouteCase } from './route-table-types.ts';

const keyBody = () => ({ name: 'Website timetable', scopes: ['timetable'] });

/**
 * The admin's API keys (server/routes/api-keys.ts). Revoking touches the fixture's spare key, which no other
 * case uses: the matrix's own keys stay as they are.
 */
export const routeTableApiKeys: RouteCase[] = [
  { method: 'GET', pattern: '/admin/api-keys', path: () => '/admin/api-keys', minRole: 'admin' },
  {
    method: 'POST',
    pattern: '/admin/api-keys',
    path: () => '/admin/api-keys',
    minRole: 'admin',
    body: keyBody,
    badBodies: () => [
      { name: '   ', scopes: ['timetable'] },
      { name: 'x'.repeat(101), scopes: ['timetable'] },
      { name: 'Door', scopes: [] },
      { name: 'Door', scopes: ['root'] },
      { name: 'Door', scopes: ['admin', 'admin', 'admin', 'admin'] },
      { name: 'Door' },
    ],
  },
  {
    method: 'DELETE',
    pattern: '/admin/api-keys/:id',
    path: (t) => `/admin/api-keys/${t.apiKeys.spare}`,
    minRole: 'admin',
    ownsIds: true,
  },
];
