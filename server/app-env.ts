import type { Db } from './db/db.ts';
import type { ApiKeyCaller } from './domain/api-keys/authenticate.ts';
import type { SessionClaims } from '../src/api/contract/account.ts';
import type { TenantId } from '../src/api/contract/tenant.ts';
import type { SmsProvider } from './domain/sms/sms-provider.ts';
import type { Metrics } from './http/metrics.ts';
import type { LabelCache } from './domain/label-cache.ts';
import type { StatisticsParts } from './domain/statistics/statistics-parts.ts';
import type { ScheduleCache } from './domain/schedule/schedule-cache.ts';
import type { AttemptThrottle } from './domain/throttle/attempt-throttle.ts';

/** What every request handler can read from the Hono context. */
export type AppEnv = {
  Variables: {
    db: Db;
    tenant: TenantId;
    /** Verified access-token claims, or null for an anonymous request. */
    claims: SessionClaims | null;
    /** The integration's API key the request came with (server/domain/api-keys/), or null; claims are then the key's. */
    apiKey: ApiKeyCaller | null;
    /** Injected clock, so tests can move time. */
    now: () => Date;
    /** Schedule answers kept between writes (server/domain/schedule/schedule-cache.ts). */
    scheduleCache: ScheduleCache;
    /** The settled parts of trainers' statistics (server/domain/statistics/settled-parts.ts). */
    statisticsParts: StatisticsParts;
    /** Each tenant's label translations per language (server/domain/label-cache.ts). */
    labelCache: LabelCache;
    /** Attempt counters shared by every process on the database (server/domain/throttle/). */
    throttle: AttemptThrottle;
    /** TRUST_PROXY: whether X-Forwarded-Proto and X-Forwarded-For come from the operator's proxy (request-info.ts). */
    trustProxy: boolean;
    /** This request's X-Request-Id (server/http/request-id.ts), in its log line and its answer. */
    requestId: string;
    /** Prometheus metrics (server/http/metrics.ts), for outcomes only a route knows (bookings). */
    metrics: Metrics;
    /** Set by a write that never changes label translations (booking, cancelling): they stay kept (label-cache.ts). */
    labelsUnchanged: boolean;
    /** Where the admin's messages and class notices go: the outbox within the club's daily cap (sms/daily-cap.ts). */
    adminSms: SmsProvider;
  };
};
