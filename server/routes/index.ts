import type { Hono } from 'hono';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import type { AppEnv } from '../app-env.ts';
import { accountRoutes } from './account.ts';
import { adminRoutes } from './admin.ts';
import { adminResourceRoutes } from './admin-resources.ts';
import { auditRoutes } from './audit.ts';
import { bookingAlertRoutes } from './booking-alert.ts';
import { calendarFeedRoutes } from './calendar-feed.ts';
import { cardRoutes } from './card.ts';
import { contractRoutes } from './contract.ts';
import { familyRoutes } from './family.ts';
import { adminMemberRoutes } from './admin-members.ts';
import { invoiceRoutes } from './invoice.ts';
import { noticeRoutes } from './notice.ts';
import { openApiRoutes } from './openapi.ts';
import { pageRoutes } from './page.ts';
import { passwordResetRoutes } from './password-reset.ts';
import type { MailProvider } from '../domain/mail/mail-provider.ts';
import { privacyRoutes } from './privacy.ts';
import { pushRoutes, type PushRouteDeps } from './push.ts';
import { publicTicketRoutes } from './public-ticket.ts';
import { publicVoucherRoutes } from './public-voucher.ts';
import { registrationRoutes } from './registration.ts';
import { scheduleRoutes } from './schedule.ts';
import { settingsRoutes } from './settings.ts';
import { statisticsRoutes } from './statistics.ts';
import { standingRoutes } from './standing.ts';
import { strikeRoutes } from './strikes.ts';
import { trainerRoutes } from './trainer.ts';
import { userAccountRoutes } from './user-account.ts';
import { userVoucherRoutes } from './user-voucher.ts';
import { webhookRoutes } from './webhooks.ts';
import { apiKeyRoutes } from './api-keys.ts';

/** Every API router, each with paths relative to the API prefix. */
export function mountApiRoutes(
  app: Hono<AppEnv>,
  deps: { jwtSecret: Uint8Array; push: PushRouteDeps; mail: MailProvider },
): void {
  const routers = [
    accountRoutes(deps),
    passwordResetRoutes(deps),
    pageRoutes,
    settingsRoutes,
    userAccountRoutes,
    cardRoutes,
    calendarFeedRoutes,
    userVoucherRoutes,
    publicVoucherRoutes,
    publicTicketRoutes,
    contractRoutes,
    invoiceRoutes,
    statisticsRoutes,
    scheduleRoutes,
    registrationRoutes,
    noticeRoutes,
    strikeRoutes,
    bookingAlertRoutes,
    standingRoutes,
    familyRoutes,
    adminMemberRoutes,
    pushRoutes(deps.push),
    privacyRoutes,
    trainerRoutes,
    adminRoutes,
    adminResourceRoutes,
    auditRoutes,
    // the tests' webhook receivers listen on loopback, as their push service does
    webhookRoutes({ allowLoopback: deps.push.services.allowLoopback }),
    apiKeyRoutes,
    openApiRoutes,
  ];
  for (const router of routers) app.route(API_PREFIX, router);
}
