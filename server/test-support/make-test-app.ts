import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import { createApp } from '../app.ts';
import type { Logger } from '../http/logger.ts';
import type { ThrottlePolicies } from '../domain/throttle/throttle-policy.ts';
import { signAccessToken } from '../domain/tokens.ts';
import { findUserById } from '../domain/users.ts';
import { fixtureTenants, seedFixture, type FixtureSide } from './fixture.ts';
import type { VapidKeys } from '../domain/push/vapid-keys.ts';
import { openTestDb } from './test-db.ts';
import { checkAnswer } from './answer-check.ts';
import { localVersions, sharedVersions, type ScheduleVersions } from '../domain/schedule/schedule-versions.ts';

/** A Wednesday morning in winter time, so "tomorrow" and "a week ago" need no DST thinking. */
export const FIXTURE_NOW = new Date('2026-03-11T08:00:00.000Z');

export type Role = 'anonymous' | 'member' | 'trainer' | 'admin';
export type DemoUser = 'member' | 'member2' | 'trainer' | 'admin' | 'blocked';

export type TestRequest = {
  /** Whose bearer token to send (default none). */
  as?: DemoUser;
  /** Which tenant's host to call (default main). */
  tenant?: FixtureSide;
  /** Which tenant issued the token (default the called tenant). */
  tokenTenant?: FixtureSide;
  /** JSON-encoded unless it is a string (sent as is, for malformed bodies). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The peer address the server sees (default none: 'local'). */
  address?: string;
};

export type TestAppOptions = {
  now?: Date;
  throttle?: Partial<ThrottlePolicies>;
  staticDir?: string;
  trustProxy?: boolean;
  smsDailyCap?: number;
  logger?: Logger;
  scheduleVersions?: 'local' | 'shared';
  /** The VAPID keys to sign pushes with (the tests' local push service checks them). */
  vapid?: VapidKeys;
};

/** Limits no test reaches by accident (for suites that call the same route hundreds of times). */
const never = { freeAttempts: 1_000_000, baseDelayMs: 1, maxDelayMs: 1, forgetAfterMs: 1 };
export const unthrottled: ThrottlePolicies = {
  login: never,
  loginAddress: never,
  passwordChange: never,
  publicLookup: never,
  voucherClaim: never,
  resetAccount: never,
  resetAddress: never,
  calendarFeed: never,
  calendarFeedMiss: never,
  dataExport: never,
};

/** What @hono/node-server passes as the env of a request: the socket the address is read from. */
export const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** No built app in API tests: static paths find an empty folder. */
const emptyDir = () => mkdtempSync(join(tmpdir(), 'club-static-'));

/** The host the browser would use for a fixture tenant. */
export const hostOf = (side: FixtureSide) =>
  fixtureTenants[side] === 'default' ? 'localhost:8080' : `${fixtureTenants[side]}.localhost:8080`;

/**
 * The real app over a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) with
 * the two-tenant fixture, a movable clock, and helpers to call it as any demo user.
 */
export async function makeTestApp(options: TestAppOptions = {}) {
  const testDb = await openTestDb();
  const { db } = testDb;
  let current = options.now ?? FIXTURE_NOW;
  const clock = {
    now: () => current,
    set: (date: Date) => {
      current = date;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
  const fixture = await seedFixture(db, current);
  const jwtSecret = randomBytes(32);
  // the main app's kept-answer versions, for jobs the tests run beside it (the waiting-list job)
  const versions = options.scheduleVersions === 'shared' ? sharedVersions(db) : localVersions();
  const appOn = (own?: ScheduleVersions) =>
    createApp({
      db,
      jwtSecret,
      now: clock.now,
      throttle: options.throttle,
      staticDir: options.staticDir ?? emptyDir(),
      trustProxy: options.trustProxy,
      smsDailyCap: options.smsDailyCap,
      logger: options.logger,
      scheduleVersions: options.scheduleVersions,
      versions: own,
      vapid: options.vapid,
      pushLoopbackHttp: true,
    });
  const app = appOn(versions);

  /** A fresh access token of a demo user, signed at the current clock time. */
  async function token(user: DemoUser, side: FixtureSide = 'main'): Promise<string> {
    const row = await findUserById(db, fixtureTenants[side], fixture[side].users[user]);
    if (!row) throw new Error(`fixture user ${user} missing`);
    return signAccessToken({
      user: row,
      tenant: fixtureTenants[side],
      host: hostOf(side),
      keep: false,
      sessionId: 'test-session',
      now: clock.now(),
      secret: jwtSecret,
    });
  }

  /** Calls an API path ('/user/card' means '/api/0.1/user/card'); static files go through app.request. */
  const request = (method: string, path: string, req: TestRequest = {}) => requestOf(app, method, path, req);

  /** Another server process on the same database (its own caches): its requests, as `request`. */
  function otherProcess() {
    const other = appOn();
    return (method: string, path: string, req: TestRequest = {}) => requestOf(other, method, path, req);
  }

  async function requestOf(
    app: ReturnType<typeof createApp>,
    method: string,
    path: string,
    req: TestRequest,
  ): Promise<Response> {
    const side = req.tenant ?? 'main';
    const headers: Record<string, string> = { 'X-Client-Host': hostOf(side), ...req.headers };
    if (req.as) headers.Authorization = `Bearer ${await token(req.as, req.tokenTenant ?? side)}`;
    let body: string | undefined;
    if (req.body !== undefined) {
      body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const url = path.startsWith('/api') ? path : `${API_PREFIX}${path}`;
    const response = await app.request(
      url,
      { method, headers, body },
      req.address ? fromAddress(req.address) : undefined,
    );
    // every answer the suite sees must be one the OpenAPI document describes (answer-check.ts)
    if (url.startsWith(`${API_PREFIX}/`)) await checkAnswer(method, url, response);
    return response;
  }

  return {
    app,
    db,
    dbKind: testDb.kind,
    dbUrl: testDb.url,
    fixture,
    clock,
    versions,
    token,
    request,
    otherProcess,
    close: testDb.close,
  };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** Every table's contents as one fingerprint per table, to prove a refused request changed nothing. */
export async function tableFingerprints(db: TestApp['db']): Promise<Record<string, string>> {
  let query = fingerprintQueries.get(db);
  if (query === undefined) {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    // one statement for every table: the route matrix takes fingerprints around each of hundreds of bad requests
    query = tables
      .map(
        ({ table_name }) =>
          `SELECT '${table_name}' AS table_name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS fingerprint FROM "${table_name}" x`,
      )
      .join(' UNION ALL ');
    fingerprintQueries.set(db, query);
  }
  const rows = await db.query<{ table_name: string; fingerprint: string }>(query);
  return Object.fromEntries(rows.map((r) => [r.table_name, r.fingerprint]));
}

/** The fingerprint statement of each database: its tables are the migrations', fixed once the app is made. */
const fingerprintQueries = new WeakMap<TestApp['db'], string>();
