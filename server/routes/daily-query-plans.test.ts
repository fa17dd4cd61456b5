import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type TenantId } from '../../src/api/contract/tenant.ts';
import { createApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { EXTRA_MEMBERS } from '../db/seed/index.ts';
import { analyzeLargeClub, generateLargeClub } from '../db/seed/large/index.ts';
import { seedTenant } from '../db/seed/tenant.ts';
import { seedTrainings } from '../db/seed/trainings.ts';
import { hashDemoPasswords } from '../db/seed/users.ts';
import { signAccessToken } from '../domain/tokens.ts';
import { findUserById } from '../domain/users.ts';
import { dailyCalls, dailyContext, type DailyCall, type DailyContext } from '../test-support/daily-endpoints.ts';
import { FIXTURE_NOW, unthrottled } from '../test-support/make-test-app.ts';
import { recordingDb, type RecordedQuery } from '../test-support/query-recorder.ts';
import { openTestDb, testDatabase, type TestDb } from '../test-support/test-db.ts';

/*
 * Issue #35: a query of a daily endpoint that reads a whole big table costs more with every year of a club.
 * On a generated club of modest size (the planner sees real proportions, and sequential scans stay allowed),
 * every statement each daily request sends is explained again: none may scan one of these tables whole.
 */
const bigTables = new Set([
  'registrations',
  'trainings',
  'invoices',
  'invoice_lines',
  'contracts',
  'vouchers',
  'entry_codes',
  'users',
]);
const tenant: TenantId = 'default';
const host = 'localhost:8080';
const now = FIXTURE_NOW;

let testDb: TestDb;
let app: ReturnType<typeof createApp>;
let ctx: DailyContext;
let userIds: Record<'member' | 'trainer' | 'admin', number>;
const jwtSecret = randomBytes(32);
let recorded: RecordedQuery[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  const seeded = await seedTenant(db, tenant, { hashes: await hashDemoPasswords(), now, extraMembers: EXTRA_MEMBERS });
  await seedTrainings(db, tenant, seeded.refs, now);
  userIds = seeded.users;
  await generateLargeClub(db, tenant, { scale: 0.05, now });
  await analyzeLargeClub(db);
  ctx = await dailyContext(db, tenant, now);
  app = createApp({
    db: recordingDb(db, (query) => recorded.push(query)),
    jwtSecret,
    now: () => now,
    throttle: unthrottled,
    staticDir: mkdtempSync(join(tmpdir(), 'club-static-')),
  });
}, 300_000);
afterAll(() => testDb?.close());

async function send(call: DailyCall): Promise<Response> {
  const headers: Record<string, string> = { 'X-Client-Host': host };
  if (call.as) {
    const user = await findUserById(testDb.db, tenant, userIds[call.as]);
    if (!user) throw new Error(`demo ${call.as} missing`);
    const token = await signAccessToken({
      user,
      tenant,
      host,
      keep: false,
      sessionId: 'plans',
      now,
      secret: jwtSecret,
    });
    headers.Authorization = `Bearer ${token}`;
  }
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  return app.request(`${API_PREFIX}${call.path}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** The big tables a statement's plan reads with a sequential scan. */
async function wholeScans(db: Db, query: RecordedQuery): Promise<string[]> {
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `EXPLAIN (FORMAT JSON) ${query.sql}`,
    query.params,
  );
  const raw = row?.['QUERY PLAN'];
  const [{ Plan }] = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw!;
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && bigTables.has(node['Relation Name']))
      found.push(node['Relation Name']);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return found;
}

/** Statements worth a plan: not transaction control, settings or locks. */
const planned = (query: RecordedQuery) => !/^\s*(BEGIN|COMMIT|ROLLBACK|SET|SELECT pg_advisory)/i.test(query.sql);

describe(`daily queries on a generated club (${testDatabase().name})`, { timeout: 120_000 }, () => {
  const calls = () => dailyCalls(ctx, now);
  // names known before beforeAll ran: the calls' shapes do not depend on the ids
  const names = dailyCalls(
    {
      memberUserId: 1,
      trainerId: 1,
      roomId: 1,
      trainerClassId: 1,
      bookableClassId: 1,
      cardCode: 'x',
      weekFrom: now,
      weekTo: now,
      today: '2026-03-11',
    },
    now,
  ).map((c) => c.name);

  it.each(names)('%s reads no big table whole', async (name) => {
    const call = calls().find((c) => c.name === name);
    if (!call) return; // the club has no entry code for the door (cardCode null)
    recorded = [];
    const response = await send(call);
    expect(response.status).toBeLessThan(500);
    const statements = recorded.filter(planned);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect({ sql: statement.sql, wholeScans: await wholeScans(testDb.db, statement) }).toEqual({
        sql: statement.sql,
        wholeScans: [],
      });
    }
  });

  it("gathers the member's facts for the week without a whole scan (the function the week's query calls)", async () => {
    const ids = (
      await testDb.db.query<{ id: number }>(
        'SELECT id FROM trainings WHERE tenant = $1 AND start_at >= $2 AND start_at < $3',
        [tenant, ctx.weekFrom, ctx.weekTo],
      )
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(100);
    // a plpgsql function's plan does not show in its caller's: its one query is explained on its own, the
    // function's parameters given as the statement's
    const [fn] = await testDb.db.query<{ body: string }>(
      "SELECT prosrc AS body FROM pg_proc WHERE proname = 'member_booking_counts_each'",
    );
    const query = /RETURN QUERY([\s\S]*);\s*END\s*;?\s*$/.exec(fn?.body ?? '')?.[1];
    expect(query).toContain('FROM registrations');
    const statement = {
      sql: query!
        .replace(/\bp_tenant\b/g, '$1::text')
        .replace(/\bp_user\b/g, '$2::int')
        .replace(/\bp_now\b/g, '$3::timestamptz')
        .replace(/\bp_trainings\b/g, '$4::int[]'),
      params: [tenant, ctx.memberUserId, now, ids],
    };
    expect(await wholeScans(testDb.db, statement)).toEqual([]);
  });
});
