import type { RouteCase } from './route-table-types.ts';

const endpointBody = () => ({
  url: 'https://hooks.example.com/club',
  eventTypes: ['class.cancelled', 'booking.created'],
  enabled: true,
});

/**
 * The admin's webhook endpoints (server/routes/webhooks.ts). Writes touch the fixture's endpoint, which other
 * cases do not read; deleting it is last (route-table.ts puts these after the others).
 */
export const routeTableWebhooks: RouteCase[] = [
  { method: 'GET', pattern: '/admin/webhooks', path: () => '/admin/webhooks', minRole: 'admin' },
  { method: 'POST', pattern: '/admin/webhooks', path: () => '/admin/webhooks', minRole: 'admin', body: endpointBody },
  {
    method: 'PUT',
    pattern: '/admin/webhooks/:id',
    path: (t) => `/admin/webhooks/${t.webhooks.endpoint}`,
    minRole: 'admin',
    body: endpointBody,
    ownsIds: true,
  },
  {
    method: 'POST',
    pattern: '/admin/webhooks/:id/rotate-secret',
    path: (t) => `/admin/webhooks/${t.webhooks.endpoint}/rotate-secret`,
    minRole: 'admin',
    ownsIds: true,
  },
  {
    method: 'GET',
    pattern: '/admin/webhooks/:id/deliveries',
    path: (t) => `/admin/webhooks/${t.webhooks.endpoint}/deliveries`,
    minRole: 'admin',
    ownsIds: true,
  },
  {
    method: 'POST',
    pattern: '/admin/webhook-deliveries/:id/send-again',
    path: (t) => `/admin/webhook-deliveries/${t.webhooks.delivery}/send-again`,
    minRole: 'admin',
    ownsIds: true,
  },
  {
    method: 'DELETE',
    pattern: '/admin/webhooks/:id',
    path: (t) => `/admin/webhooks/${t.webhooks.endpoint}`,
    minRole: 'admin',
    ownsIds: true,
  },
];
