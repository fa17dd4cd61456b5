import type { RouteCase } from './route-table-types.ts';

/** The member's data export and erasure request, and the admin's side (server/routes/privacy.ts). */
/** The settings an older client sends: the ones that came later may be left out. */
const privacyBody = { erasureAfterDays: 30, smsOutboxDays: 30, inactiveAccountMonths: 12 };

export const routeTablePrivacy: RouteCase[] = [
  { method: 'GET', pattern: '/public/privacy', path: () => '/public/privacy', minRole: 'anonymous' },
  { method: 'GET', pattern: '/user/account/sms-notices', path: () => '/user/account/sms-notices', minRole: 'member' },
  {
    method: 'PUT',
    pattern: '/user/account/sms-notices',
    path: () => '/user/account/sms-notices',
    minRole: 'member',
    body: () => ({ allowed: true }),
    badBodies: () => [{}, { allowed: 'no' }, { allowed: null }],
  },
  { method: 'GET', pattern: '/user/account/export', path: () => '/user/account/export', minRole: 'member' },
  { method: 'GET', pattern: '/user/account/erasure', path: () => '/user/account/erasure', minRole: 'member' },
  {
    method: 'POST',
    pattern: '/user/account/erasure',
    path: () => '/user/account/erasure',
    minRole: 'member',
    // a request only: the erasure is due in the club's days (30), which the matrix never reaches
    body: () => ({ password: 'Member1234' }),
    badBodies: () => [{ password: '' }, { password: 'x'.repeat(201) }, {}],
  },
  { method: 'DELETE', pattern: '/user/account/erasure', path: () => '/user/account/erasure', minRole: 'member' },
  {
    method: 'GET',
    pattern: '/admin/members/:id/export',
    path: (t) => `/admin/members/${t.users.member2}/export`,
    minRole: 'admin',
    ownsIds: true,
  },
  { method: 'GET', pattern: '/admin/erasures', path: () => '/admin/erasures', minRole: 'admin' },
  {
    method: 'POST',
    pattern: '/admin/erasures/:id/confirm',
    // no such request: confirming one would erase a demo login the other cases need (privacy.test.ts confirms)
    path: () => '/admin/erasures/999999/confirm',
    minRole: 'admin',
    ownsIds: true,
  },
  { method: 'GET', pattern: '/admin/privacy', path: () => '/admin/privacy', minRole: 'admin' },
  {
    method: 'PUT',
    pattern: '/admin/privacy',
    path: () => '/admin/privacy',
    minRole: 'admin',
    body: () => ({ ...privacyBody, loginRecordDays: 14, pushMessageDays: 3, auditLogYears: 7 }),
    badBodies: () =>
      [
        { erasureAfterDays: -1 },
        { erasureAfterDays: 91 },
        { erasureAfterDays: 1.5 },
        { smsOutboxDays: 0 },
        { inactiveAccountMonths: 0 },
        { loginRecordDays: 0 },
        { loginRecordDays: 31 },
        { pushMessageDays: 31 },
        { auditLogYears: 0 },
        { auditLogYears: 2.5 },
        { auditLogYears: '7' },
      ].map((bad) => ({ ...privacyBody, ...bad })),
  },
];
