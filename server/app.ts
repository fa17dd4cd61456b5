import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { ErrorKey } from '../src/api/contract/errors.ts';
import { API_PREFIX, type TenantId } from '../src/api/contract/tenant.ts';
import type { AppEnv } from './app-env.ts';
import { DatabaseUnavailableError, type Db } from './db/db.ts';
import { ApiError, FormError } from './domain/api-error.ts';
import { limitBodies } from './http/body-limit.ts';
import { jsonBodiesOnly } from './http/json-bodies.ts';
import { requestHost } from './http/request-info.ts';
import { securityHeaders } from './http/security-headers.ts';
import { CompressionCache, compression } from './http/compression.ts';
import { LabelCache } from './domain/label-cache.ts';
import { statisticsParts as newStatisticsParts } from './domain/statistics/statistics-parts.ts';
import { ScheduleCache } from './domain/schedule/schedule-cache.ts';
import { localVersions, sharedVersions, type ScheduleVersions } from './domain/schedule/schedule-versions.ts';
import { resolveTenant } from './domain/tenants.ts';
import { healthRoutes } from './http/health.ts';
import { silentLogger, type Logger } from './http/logger.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { requestMetrics } from './http/metrics-middleware.ts';
import { metricsRoute } from './http/metrics-route.ts';
import { watchMemory } from './http/memory-metrics.ts';
import { cappedSmsProvider, DEFAULT_SMS_DAILY_CAP } from './domain/sms/daily-cap.ts';
import { outboxSmsProvider } from './domain/sms/outbox-sms-provider.ts';
import { outboxMailProvider } from './domain/mail/outbox-mail-provider.ts';
import { AttemptThrottle } from './domain/throttle/attempt-throttle.ts';
import { defaultThrottlePolicies, type ThrottlePolicies } from './domain/throttle/throttle-policy.ts';
import { verifyAccessToken } from './domain/tokens.ts';
import { API_KEY_PREFIX } from '../src/api/contract/api-keys.ts';
import { authenticateKey } from './domain/api-keys/authenticate.ts';
import { keyClaims } from './domain/api-keys/key-claims.ts';
import { apiDocsRoutes } from './routes/api-docs.ts';
import { mountApiRoutes } from './routes/index.ts';
import { mountStatic } from './routes/static.ts';
import webpush from 'web-push';
import type { VapidKeys } from './domain/push/vapid-keys.ts';
import { BROWSER_PUSH_SERVICES } from './domain/push/push-services.ts';
import { DEFAULT_VAPID_SUBJECT } from './domain/push/vapid-keys.ts';

export type AppDeps = {
  db: Db;
  jwtSecret: Uint8Array;
  /** Built app to serve; default ./dist. */
  staticDir?: string;
  now?: () => Date;
  /** Attempt limits (login, password check, public look-ups and claims); tests shorten or widen them. */
  throttle?: Partial<ThrottlePolicies>;
  /**
   * Whose writes make kept schedule answers stale: 'local' (default) when this process is the database's one
   * writer (the embedded database); 'shared' when other processes share it (PostgreSQL), through a sequence.
   */
  scheduleVersions?: 'local' | 'shared';
  /** The versions themselves, when the process's own jobs write too (main.ts: the waiting-list job); else made here. */
  versions?: ScheduleVersions;
  /** True once the process is stopping (SIGTERM): /readyz answers 503 so no new traffic is sent. */
  draining?: () => boolean;
  /** TRUST_PROXY: believe X-Forwarded-Proto and X-Forwarded-For (server/http/request-info.ts). Default false. */
  trustProxy?: boolean;
  /** SMS_DAILY_CAP: the admin's SMS per club and club day (default 500). */
  smsDailyCap?: number;
  /** Where the request lines go (server/http/logger.ts); default none. */
  logger?: Logger;
  /** Prometheus metrics (server/http/metrics.ts); default a registry of this app's own. */
  metrics?: Metrics;
  /** METRICS_TOKEN: lets `Authorization: Bearer <token>` read /metrics from other machines than this one. */
  metricsToken?: string;
  /** Web Push: the VAPID keys (server/domain/push/vapid-keys.ts); default a pair of this app's own (tests). */
  vapid?: VapidKeys;
  /** Accept http push endpoints on loopback (the tests' local push service); never in production. */
  pushLoopbackHttp?: boolean;
  /** The push services endpoints may be on (PUSH_SERVICE_HOSTS); default the browsers' (push-services.ts). */
  pushServices?: readonly string[];
  /**
   * Hands a job outside requests (the no-show count, server/domain/strikes/no-show-job.ts) what makes a tenant's
   * kept schedule answers stale, as a write request does.
   */
  onScheduleInvalidator?: (invalidate: (tenant: TenantId) => Promise<void>) => void;
};

/** Request bodies are small JSON documents; anything bigger is refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/** How long a client waits before retrying while the database is unreachable (a PostgreSQL restart takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const errorBody = (key: ErrorKey, code: number, retryAfter?: number) => ({
  errors: [key],
  code,
  ...(retryAfter ? { retryAfter } : {}),
});

/**
 * PostgreSQL class 22 (data exception: a value out of range, an impossible date) can only come
 * from input that got past validation; it is still the client's bad input, not a server fault.
 */
const isDataException = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  error.code.startsWith('22');

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = deps.now ?? (() => new Date());
  const throttle = new AttemptThrottle(deps.db, { ...defaultThrottlePolicies, ...deps.throttle });
  const versions = deps.versions ?? (deps.scheduleVersions === 'shared' ? sharedVersions(deps.db) : localVersions());
  const scheduleCache = new ScheduleCache(versions);
  deps.onScheduleInvalidator?.((tenant) => scheduleCache.invalidate(tenant));
  const labelCache = new LabelCache(versions);
  const statisticsParts = newStatisticsParts();
  const adminSms = cappedSmsProvider(outboxSmsProvider, deps.smsDailyCap ?? DEFAULT_SMS_DAILY_CAP);

  const trustProxy = deps.trustProxy ?? false;
  // First, so every later step (security headers included) reads the same answer on https and addresses.
  app.use(async (c, next) => {
    c.set('trustProxy', trustProxy);
    await next();
  });
  app.use(requestId);
  app.use(requestLog(deps.logger ?? silentLogger));
  const metrics = deps.metrics ?? createMetrics(deps.db);
  app.use(requestMetrics(metrics));
  app.use(securityHeaders);
  const compressionCache = new CompressionCache();
  app.use(compression(compressionCache));
  watchMemory(metrics, { db: deps.db, scheduleCache, compressionCache });

  // Probes and the metrics scrape answer before tenant resolution and auth: they need no club's host.
  app.route('/', healthRoutes({ db: deps.db, draining: deps.draining }));
  app.route('/', metricsRoute(metrics, deps.metricsToken));

  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('now', now);
    c.set('tenant', resolveTenant(requestHost(c)));
    c.set('claims', null);
    c.set('apiKey', null);
    c.set('scheduleCache', scheduleCache);
    c.set('labelCache', labelCache);
    c.set('statisticsParts', statisticsParts);
    c.set('throttle', throttle);
    c.set('adminSms', adminSms);
    await next();
  });

  /*
   * Any request that may write (every method but GET, HEAD and OPTIONS) makes the tenant's kept schedule
   * answers and label translations stale once it has finished, i.e. after its transaction: bookings,
   * cancellations, presence, admin saves, and whatever writes come later, without each having to remember it.
   */
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    try {
      await next();
    } finally {
      if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
        const tenant = c.get('tenant');
        if (!c.get('labelsUnchanged')) labelCache.noteWrite(tenant);
        // Before the answer leaves: the writer's next read, on any process, is already fresh.
        await scheduleCache.invalidate(tenant).catch((error: unknown) => {
          // The write stands; other processes' kept answers end by their maximum age.
          (deps.logger ?? silentLogger).error({ err: error }, 'schedule version not bumped');
        });
      }
    }
  });

  app.use(`${API_PREFIX}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // Account calls work with a stale or foreign bearer (they rely on the refresh cookie).
    const authorization = c.req.header('authorization');
    if (authorization && !c.req.path.startsWith(`${API_PREFIX}/account/`)) {
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization);
      const bearer = match?.[1];
      if (bearer?.startsWith(API_KEY_PREFIX)) {
        // An integration's API key (a login's token is a JWT, `eyJ…`): one look-up by its hash.
        const key = await authenticateKey(c.get('db'), c.get('tenant'), bearer, now());
        c.set('apiKey', key);
        c.set('claims', keyClaims(key, c.get('tenant'), requestHost(c), now()));
      } else {
        const claims = bearer ? verifyAccessToken(bearer, c.get('tenant'), deps.jwtSecret, now()) : null;
        // A token that is expired, forged or issued for another tenant is refused outright.
        if (!claims) throw new ApiError(401, 'unauthorized');
        c.set('claims', claims);
      }
    }
    await next();
  });

  app.use(
    `${API_PREFIX}/*`,
    limitBodies(MAX_BODY_BYTES, (c) => c.json(errorBody('payloadTooLarge', 413), 413)),
  );
  app.use(`${API_PREFIX}/*`, jsonBodiesOnly);

  const vapid = deps.vapid ?? { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
  mountApiRoutes(app, {
    jwtSecret: deps.jwtSecret,
    push: {
      vapid,
      services: {
        services: deps.pushServices ?? BROWSER_PUSH_SERVICES,
        allowLoopback: deps.pushLoopbackHttp ?? false,
      },
    },
    mail: outboxMailProvider,
  });
  app.all(`${API_PREFIX}/*`, () => {
    throw new ApiError(404, 'itemNotFound');
  });
  app.all(API_PREFIX, () => {
    throw new ApiError(404, 'itemNotFound');
  });

  app.route('/', apiDocsRoutes);
  mountStatic(app, deps.staticDir ?? './dist');

  app.notFound((c) => c.json(errorBody('itemNotFound', 404), 404));

  app.onError((error, c) => {
    if (error instanceof FormError)
      return c.json({ errors: [error.key, ...error.fieldKeys], code: error.status }, error.status);
    if (error instanceof DatabaseUnavailableError) {
      // logged once per outage by the database layer; the client may simply try again
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('serviceUnavailable', 503, DATABASE_RETRY_AFTER_SECONDS), 503);
    }
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ ...error.details, ...errorBody(error.key, error.status, error.retryAfterSeconds) }, error.status);
    }
    if (error instanceof v.ValiError || error instanceof SyntaxError || isDataException(error)) {
      return c.json(errorBody('invalidInput', 400), 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const key: ErrorKey =
        error.status === 413 ? 'payloadTooLarge' : error.status === 401 ? 'unauthorized' : 'invalidInput';
      return c.json(errorBody(key, error.status), error.status);
    }
    // logged with its stack by the request log (server/http/request-log.ts)
    return c.json(errorBody('serverError', 500), 500);
  });

  return app;
}
