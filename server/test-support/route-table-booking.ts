import type { RouteCase } from './route-table-types.ts';

// The fixture's clock is 2026-03-11T08:00Z: `upcoming` starts 24 h later, `full` 48 h later.
const week = 'from=2026-03-09T00:00:00.000Z&to=2026-03-16T00:00:00.000Z';
const slot = 'from=2026-03-13T15:00:00.000Z&to=2026-03-13T16:00:00.000Z';

/** The booking engine's and the schedule/admin/trainer API's routes (server/routes/{schedule,registration,trainer,admin}.ts). */
export const routeTableBooking: RouteCase[] = [
  { method: 'GET', pattern: '/public/schedule', path: () => `/public/schedule?${week}`, minRole: 'anonymous' },
  { method: 'GET', pattern: '/user/schedule', path: () => `/user/schedule?${week}`, minRole: 'member' },
  { method: 'GET', pattern: '/admin/schedule', path: () => `/admin/schedule?${week}`, minRole: 'admin' },
  { method: 'GET', pattern: '/user/schedule/:id', path: (t) => `/user/schedule/${t.trainings.upcoming}`, minRole: 'member', ownsIds: true },
  { method: 'GET', pattern: '/admin/schedule/:id', path: (t) => `/admin/schedule/${t.trainings.upcoming}`, minRole: 'admin', ownsIds: true },
  { method: 'GET', pattern: '/user/registration', path: () => `/user/registration?${week}`, minRole: 'member' },
  // `full` has a waiting list: any member who books it gets a queue place (201)
  { method: 'POST', pattern: '/user/registration/:trainingId', path: (t) => `/user/registration/${t.trainings.full}`, minRole: 'member', ownsIds: true },
  // `member` holds a place in `upcoming`; others answer 404 itemNotFound (no place to cancel)
  { method: 'DELETE', pattern: '/user/registration/:trainingId', path: (t) => `/user/registration/${t.trainings.upcoming}`, minRole: 'member', ownsIds: true },
  { method: 'GET', pattern: '/user/notice', path: () => '/user/notice', minRole: 'member' },
  { method: 'POST', pattern: '/user/notice/seen', path: () => '/user/notice/seen', minRole: 'member', body: () => ({ ids: [1] }) },
  {
    method: 'GET',
    pattern: '/trainer/registration/class/:id',
    path: (t) => `/trainer/registration/class/${t.trainings.upcoming}`,
    minRole: 'trainer',
    ownsIds: true,
  },
  {
    method: 'POST',
    pattern: '/trainer/registration/:trainingId',
    path: (t) => `/trainer/registration/${t.trainings.upcoming}`,
    minRole: 'trainer',
    body: (t) => ({ clientId: t.users.member2 }),
    ownsIds: true,
  },
  {
    method: 'PUT',
    pattern: '/trainer/registration/:registrationId/presence',
    path: (t) => `/trainer/registration/${t.registrations.memberPast}/presence`,
    minRole: 'trainer',
    body: () => ({ presence: true }),
    ownsIds: true,
  },
  {
    method: 'POST',
    pattern: '/admin/schedule',
    path: () => '/admin/schedule',
    minRole: 'admin',
    body: (t) => ({
      name: 'Matrix pilates',
      roomId: t.refs.roomIds[1],
      trainerId: t.refs.trainerIds[2],
      styleId: t.refs.styleIds[0],
      unitId: t.refs.unitIds[0],
      trainingType: 'group',
      startDateTime: '2026-03-14T15:00:00.000Z',
      endDateTime: '2026-03-14T16:00:00.000Z',
      maxPlaces: 12,
      isPublic: true,
      waitingListAllowed: true,
    }),
  },
  {
    method: 'PUT',
    pattern: '/admin/schedule',
    path: () => '/admin/schedule',
    minRole: 'admin',
    body: (t) => ({
      trainingId: t.trainings.upcoming,
      name: 'Morning yoga',
      roomId: t.refs.roomIds[0],
      trainerId: t.refs.trainerIds[0],
      trainingType: 'group',
      startDateTime: '2026-03-12T08:00:00.000Z',
      endDateTime: '2026-03-12T09:00:00.000Z',
      maxPlaces: 12,
      isPublic: true,
      waitingListAllowed: true,
      notify: false,
    }),
  },
  // the past class: cancelling it leaves the other fixture classes usable
  {
    method: 'POST',
    pattern: '/admin/schedule/cancel/:id',
    path: (t) => `/admin/schedule/cancel/${t.trainings.past}`,
    minRole: 'admin',
    body: () => ({ notify: true }),
    ownsIds: true,
  },
  { method: 'GET', pattern: '/public/room', path: () => '/public/room', minRole: 'anonymous' },
  { method: 'GET', pattern: '/public/room/group', path: () => '/public/room/group', minRole: 'anonymous' },
  { method: 'GET', pattern: '/public/room/unit', path: () => '/public/room/unit?filter=training', minRole: 'anonymous' },
  { method: 'GET', pattern: '/user/room/unit', path: () => '/user/room/unit', minRole: 'member' },
  { method: 'GET', pattern: '/admin/room', path: () => '/admin/room', minRole: 'admin' },
  { method: 'GET', pattern: '/admin/room/group', path: () => '/admin/room/group', minRole: 'admin' },
  { method: 'GET', pattern: '/admin/room/unit', path: () => '/admin/room/unit', minRole: 'admin' },
  { method: 'GET', pattern: '/admin/room/:roomId/style', path: (t) => `/admin/room/${t.refs.roomIds[0]}/style`, minRole: 'admin', ownsIds: true },
  {
    method: 'GET',
    pattern: '/admin/room/availability',
    path: (t) => `/admin/room/availability?roomIds=${t.refs.roomIds[0]},${t.refs.roomIds[1]}&${slot}`,
    minRole: 'admin',
    ownsIds: true,
  },
  {
    method: 'GET',
    pattern: '/admin/trainer/availability',
    path: (t) => `/admin/trainer/availability?trainerId=${t.refs.trainerIds[0]}&${slot}`,
    minRole: 'admin',
    ownsIds: true,
  },
  { method: 'GET', pattern: '/admin/trainer', path: () => '/admin/trainer', minRole: 'admin' },
  {
    method: 'POST',
    pattern: '/admin/message',
    path: () => '/admin/message',
    minRole: 'admin',
    body: (t) => ({ text: 'The sauna is closed today.', clientIds: [t.users.member] }),
  },
  { method: 'GET', pattern: '/admin/outbox', path: () => '/admin/outbox', minRole: 'admin' },
  // last: deleting a class removes rows other cases read; the personal training is used by none of
  // them (a class with clients is deleted after it is cancelled, so the admin cancels it first)
  { method: 'DELETE', pattern: '/admin/schedule/:id', path: (t) => `/admin/schedule/${t.trainings.personal}`, minRole: 'admin', ownsIds: true },
];
