import type { RouteCase } from './route-table-types.ts';

/** Rooms created by the table so far, for a fresh name per call. */
let roomCount = 0;

/**
 * The admin's rooms and trainers (server/routes/admin-resources.ts). Writes touch the third room and
 * the third trainer, which no other case uses (the first two trainers are the demo logins' own).
 */
export const routeTableResources: RouteCase[] = [
  { method: 'GET', pattern: '/admin/rooms', path: () => '/admin/rooms', minRole: 'admin' },
  {
    method: 'POST',
    pattern: '/admin/rooms',
    path: () => '/admin/rooms',
    minRole: 'admin',
    body: (t) => ({
      clubId: t.refs.clubIds[0],
      groupId: t.roomGroupIds[0],
      name: `Matrix room ${(roomCount += 1)}`,
      places: 12,
      color: '#336699',
    }),
  },
  {
    method: 'PUT',
    pattern: '/admin/rooms/:id',
    path: (t) => `/admin/rooms/${t.refs.roomIds[2]}`,
    minRole: 'admin',
    body: (t) => ({
      clubId: t.refs.clubIds[0],
      groupId: t.roomGroupIds[1],
      unitId: t.refs.unitIds[0],
      name: 'Gym',
      places: 30,
      styleIds: [t.refs.styleIds[0]],
      color: '#aa3300',
    }),
    ownsIds: true,
  },
  {
    method: 'GET',
    pattern: '/admin/rooms/:id/future-classes',
    path: (t) => `/admin/rooms/${t.refs.roomIds[0]}/future-classes`,
    minRole: 'admin',
    ownsIds: true,
  },
  // the first room has classes ahead: deactivating it is refused (409); activating changes nothing
  {
    method: 'PUT',
    pattern: '/admin/rooms/:id/active',
    path: (t) => `/admin/rooms/${t.refs.roomIds[0]}/active`,
    minRole: 'admin',
    body: () => ({ active: true }),
    ownsIds: true,
  },
  { method: 'GET', pattern: '/admin/trainers', path: () => '/admin/trainers', minRole: 'admin' },
  {
    method: 'POST',
    pattern: '/admin/trainers',
    path: () => '/admin/trainers',
    minRole: 'admin',
    body: (t) => ({
      name: 'Matrix Trainer',
      email: 'matrix@example.com',
      phone: '+3725550000',
      styleIds: [t.refs.styleIds[0]],
      login: '',
    }),
  },
  {
    method: 'PUT',
    pattern: '/admin/trainers/:id',
    path: (t) => `/admin/trainers/${t.refs.trainerIds[2]}`,
    minRole: 'admin',
    body: (t) => ({
      name: 'Liis Lepp',
      email: 'liis@example.com',
      phone: '+37255500003',
      styleIds: [t.refs.styleIds[1]],
      login: '',
    }),
    ownsIds: true,
  },
  {
    method: 'GET',
    pattern: '/admin/trainers/:id/future-classes',
    path: (t) => `/admin/trainers/${t.refs.trainerIds[0]}/future-classes`,
    minRole: 'admin',
    ownsIds: true,
  },
  {
    method: 'PUT',
    pattern: '/admin/trainers/:id/active',
    path: (t) => `/admin/trainers/${t.refs.trainerIds[2]}/active`,
    minRole: 'admin',
    body: () => ({ active: true }),
    ownsIds: true,
  },
];
