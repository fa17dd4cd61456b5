import { addDays } from '../../src/common/calendar.ts';
import type { RouteCase } from './route-table-types.ts';
import { routeTableAudit } from './route-table-audit.ts';
import { routeTableBooking } from './route-table-booking.ts';
import { routeTableFamily } from './route-table-family.ts';
import { routeTablePrivacy } from './route-table-privacy.ts';
import { routeTableResources } from './route-table-resources.ts';
import { routeTableWebhooks } from './route-table-webhooks.ts';
import { routeTableApiKeys } from './route-table-api-keys.ts';
import { loginBody, testDevice } from './login.ts';

const today = '2026-03-11';
/** Claims made by the table so far, for a fresh visitor e-mail per call. */
let claimCount = 0;
/** A browser's subscription keys as PushSubscription.toJSON() writes them (a P-256 point and 16 bytes). */
const pushKeys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

/** The server core's routes; the booking helper's are in route-table-booking.ts. */
export const routeTableCore: RouteCase[] = [
  {
    method: 'POST',
    pattern: '/account/login',
    path: () => '/account/login',
    minRole: 'anonymous',
    body: () => loginBody('member', 'Member1234'),
    ignoresBearer: true,
  },
  {
    method: 'POST',
    pattern: '/account/refresh',
    path: () => '/account/refresh',
    minRole: 'anonymous',
    body: () => ({ deviceParameters: testDevice }),
    ignoresBearer: true,
  },
  {
    method: 'POST',
    pattern: '/account/logout',
    path: () => '/account/logout',
    minRole: 'anonymous',
    ignoresBearer: true,
  },
  {
    method: 'POST',
    pattern: '/account/password-reset',
    path: () => '/account/password-reset',
    minRole: 'anonymous',
    body: () => ({ login: 'member' }),
    ignoresBearer: true,
  },
  {
    method: 'POST',
    pattern: '/account/password-reset/check',
    path: () => '/account/password-reset/check',
    minRole: 'anonymous',
    body: () => ({ token: 'A'.repeat(43) }),
    ignoresBearer: true,
  },
  {
    method: 'POST',
    pattern: '/account/password-reset/confirm',
    path: () => '/account/password-reset/confirm',
    minRole: 'anonymous',
    body: () => ({ token: 'A'.repeat(43), newPassword: 'Member2026', confirmPassword: 'Member2026' }),
    ignoresBearer: true,
  },
  { method: 'GET', pattern: '/page/', path: () => '/page/', minRole: 'anonymous' },
  { method: 'GET', pattern: '/public/settings', path: () => '/public/settings', minRole: 'anonymous' },
  {
    method: 'PUT',
    pattern: '/user/account/password',
    path: () => '/user/account/password',
    minRole: 'member',
    body: () => ({ currentPassword: 'Member1234', newPassword: 'Member1234', confirmPassword: 'Member1234' }),
  },
  { method: 'GET', pattern: '/user/account/profile', path: () => '/user/account/profile', minRole: 'member' },
  { method: 'GET', pattern: '/user/account/status', path: () => '/user/account/status', minRole: 'member' },
  { method: 'GET', pattern: '/user/card', path: () => '/user/card', minRole: 'member' },
  { method: 'GET', pattern: '/user/card/voucher', path: () => '/user/card/voucher', minRole: 'member' },
  { method: 'GET', pattern: '/user/card/voucher/info', path: () => '/user/card/voucher/info', minRole: 'member' },
  { method: 'GET', pattern: '/public/voucher', path: () => '/public/voucher?id=V-1001', minRole: 'anonymous' },
  {
    method: 'POST',
    pattern: '/public/voucher',
    path: () => '/public/voucher',
    minRole: 'anonymous',
    // One claim per e-mail and voucher: each call is another visitor.
    body: () => ({ id: 'PUB-2001', name: 'Visitor Tester', email: `visitor-${(claimCount += 1)}@example.com` }),
  },
  { method: 'GET', pattern: '/user/calendar-feed', path: () => '/user/calendar-feed', minRole: 'member' },
  { method: 'PUT', pattern: '/user/calendar-feed', path: () => '/user/calendar-feed', minRole: 'member' },
  {
    method: 'PUT',
    pattern: '/user/calendar-feed/language',
    path: () => '/user/calendar-feed/language',
    minRole: 'member',
    body: () => ({ language: 'lv' }),
  },
  { method: 'DELETE', pattern: '/user/calendar-feed', path: () => '/user/calendar-feed', minRole: 'member' },
  {
    method: 'GET',
    pattern: '/public/calendar/:file',
    path: () => `/public/calendar/${'A'.repeat(43)}.ics`,
    minRole: 'anonymous',
  },
  { method: 'GET', pattern: '/public/ticket', path: () => '/public/ticket?id=T-3001', minRole: 'anonymous' },
  {
    method: 'GET',
    pattern: '/trainer/card/:cardCode',
    keyAccess: 'person',
    path: (t) => `/trainer/card/${t.entryCode}`,
    minRole: 'trainer',
    ownsIds: true,
  },
  { method: 'GET', pattern: '/user/contract', path: () => '/user/contract', minRole: 'member' },
  {
    method: 'GET',
    pattern: '/user/invoice',
    path: () => `/user/invoice?from=${addDays(today, -365)}&to=${today}`,
    minRole: 'member',
  },
  { method: 'GET', pattern: '/user/invoice/config', path: () => '/user/invoice/config', minRole: 'member' },
  {
    method: 'GET',
    pattern: '/user/invoice/:id',
    path: (t) => `/user/invoice/${t.invoiceId}`,
    minRole: 'member',
    ownsIds: true,
  },
  { method: 'GET', pattern: '/user/statistics', path: () => '/user/statistics?period=month', minRole: 'member' },
  {
    method: 'GET',
    pattern: '/trainer/statistics',
    keyAccess: 'person',
    path: () => '/trainer/statistics?period=last30',
    minRole: 'trainer',
  },
  {
    method: 'GET',
    pattern: '/trainer/statistics/personal-trainings',
    keyAccess: 'person',
    path: () => `/trainer/statistics/personal-trainings?from=${addDays(today, -30)}&to=${today}`,
    minRole: 'trainer',
  },
  {
    method: 'GET',
    pattern: '/trainer/statistics/personal-trainings/list',
    keyAccess: 'person',
    path: () => `/trainer/statistics/personal-trainings/list?from=${addDays(today, -30)}&to=${today}&limit=5`,
    minRole: 'trainer',
  },
  { method: 'GET', pattern: '/user/push/key', path: () => '/user/push/key', minRole: 'member' },
  {
    method: 'GET',
    pattern: '/user/push/subscription',
    path: () =>
      `/user/push/subscription?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/route-table')}`,
    minRole: 'member',
  },
  {
    method: 'PUT',
    pattern: '/user/push/subscription',
    path: () => '/user/push/subscription',
    minRole: 'member',
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/route-table',
      keys: pushKeys,
      language: 'en',
      reminderLeadMinutes: 60,
    }),
    // issue #40 point 6: only the browsers' push services, never the server's own network
    badBodies: () =>
      [
        'https://push.example.com/send/x',
        'http://fcm.googleapis.com/fcm/send/x',
        'https://fcm.googleapis.com.attacker.example/fcm/send/x',
        'https://user:pw@fcm.googleapis.com/fcm/send/x',
        'https://10.0.0.5/push/x',
        'https://169.254.169.254/latest/meta-data',
        'https://[fd00::1]/push/x',
        'https://[::ffff:192.168.1.1]/push/x',
        'https://printer.local/push/x',
        'https://intranet/push/x',
      ].map((endpoint) => ({ endpoint, keys: pushKeys, language: 'en', reminderLeadMinutes: 60 })),
  },
  {
    method: 'DELETE',
    pattern: '/user/push/subscription',
    path: () => '/user/push/subscription',
    minRole: 'member',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/route-table' }),
  },
  { method: 'GET', pattern: '/openapi.json', path: () => '/openapi.json', minRole: 'anonymous' },
];

/** Every API route of the server. */
export const routeTable: RouteCase[] = [
  ...routeTableCore,
  ...routeTableResources,
  ...routeTableBooking,
  ...routeTableAudit,
  ...routeTableFamily,
  ...routeTableWebhooks,
  ...routeTablePrivacy,
  ...routeTableApiKeys,
];
