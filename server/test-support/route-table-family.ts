import type { RouteCase } from './route-table-types.ts';

/**
 * Family accounts (server/routes/family.ts). `member` is the guardian of `family.memberChild`, `member2` of
 * `family.member2Child`. Routes that act for a person carry `actsFor`: the matrix tries each with another family's
 * dependant, another club's dependant and an unlinked member.
 */
export const routeTableFamily: RouteCase[] = [
  { method: 'GET', pattern: '/user/family', path: () => '/user/family', minRole: 'member' },
  // no such code was issued: 404 familyCodeInvalid
  {
    method: 'POST',
    pattern: '/user/family',
    path: () => '/user/family',
    minRole: 'member',
    body: () => ({ code: 'F-0000-0000-0000' }),
  },
  {
    method: 'GET',
    pattern: '/user/registration/:trainingId/family',
    path: (t) => `/user/registration/${t.trainings.upcoming}/family`,
    minRole: 'member',
    ownsIds: true,
  },
  // `member` books their child into `full` (a waiting place); staff are nobody's guardian here: 404
  {
    method: 'POST',
    pattern: '/user/registration/:trainingId/family',
    path: (t) => `/user/registration/${t.trainings.full}/family`,
    minRole: 'member',
    body: (t) => ({ memberIds: [t.family.memberChild] }),
    ownsIds: true,
    actsFor: (t, personId) => ({
      path: `/user/registration/${t.trainings.full}/family`,
      body: { memberIds: [personId] },
    }),
  },
  // the child holds no place in `upcoming`: 404 itemNotFound
  {
    method: 'DELETE',
    pattern: '/user/registration/:trainingId/family/:memberId',
    path: (t) => `/user/registration/${t.trainings.upcoming}/family/${t.family.memberChild}`,
    minRole: 'member',
    ownsIds: true,
    actsFor: (t, personId) => ({ path: `/user/registration/${t.trainings.upcoming}/family/${personId}` }),
  },
  // nothing is offered to the child in `full`: 409 offerNotOpen
  {
    method: 'POST',
    pattern: '/user/registration/:trainingId/family/:memberId/offer',
    path: (t) => `/user/registration/${t.trainings.full}/family/${t.family.memberChild}/offer`,
    minRole: 'member',
    body: () => ({ answer: 'decline' }),
    badBodies: () => [{ answer: 'maybe' }],
    ownsIds: true,
    actsFor: (t, personId) => ({
      path: `/user/registration/${t.trainings.full}/family/${personId}/offer`,
      body: { answer: 'decline' },
    }),
  },
  { method: 'GET', pattern: '/admin/members', path: () => '/admin/members?q=kask&limit=5', minRole: 'admin' },
  {
    method: 'GET',
    pattern: '/admin/member/:id/family',
    path: (t) => `/admin/member/${t.users.member}/family`,
    minRole: 'admin',
    ownsIds: true,
  },
  // links `member`'s child to `member2` too (a second guardian); again: 409 familyAlreadyLinked
  {
    method: 'POST',
    pattern: '/admin/member/:id/family',
    path: (t) => `/admin/member/${t.users.member2}/family`,
    minRole: 'admin',
    body: (t) => ({ dependantId: t.family.memberChild }),
    ownsIds: true,
  },
  // unlinks `member2`'s child; again: 404 itemNotFound
  {
    method: 'DELETE',
    pattern: '/admin/member/:id/family/:dependantId',
    path: (t) => `/admin/member/${t.users.member2}/family/${t.family.member2Child}`,
    minRole: 'admin',
    ownsIds: true,
  },
  {
    method: 'POST',
    pattern: '/admin/member/:id/family-code',
    path: (t) => `/admin/member/${t.family.memberChild}/family-code`,
    minRole: 'admin',
    ownsIds: true,
  },
];
