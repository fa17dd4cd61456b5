/**
 * The endpoints the app calls daily, per role, as `npm run bench:scale` sends them to one database's app:
 * what each asks (the app's own query ranges) and how the bench finds the ids it needs.
 */
import { addDays, startOfWeek, todayInZone } from '../src/common/calendar.ts';
import { API_PREFIX } from '../src/api/contract/tenant.ts';
import { fetchRangeForDays } from '../src/schedule/club-day.ts';
import { weekFetchRange } from '../src/schedule/week.ts';
import type { Db } from '../server/db/db.ts';
import type { Answer, Call } from './bench-scale-load.ts';

export type Role = 'visitor' | 'member' | 'trainer' | 'admin';
export type Endpoint = {
  label: string;
  role: Role;
  /** The request of connection `connection`'s `i`-th turn; a step of several requests is `steps`. */
  call?: (i: number) => Call;
  steps?: (connection: number, send: (call: Call) => Promise<Answer>) => Promise<boolean>;
};

const TENANT = 'default';
const ZONE = 'Europe/Tallinn';
/**
 * Members who book and cancel, one per connection, with no booking ahead (so the booking limits let them):
 * in a large club generated members with their years of history; in the demo seed, whose members are all at
 * their limit of bookings ahead, members the bench adds (with the demo member's password).
 */
async function bookers(db: Db, connections: number, now: Date): Promise<string[]> {
  const free = `NOT EXISTS (SELECT 1 FROM registrations g JOIN trainings t ON t.id = g.training_id
    WHERE g.tenant = u.tenant AND g.user_id = u.id AND g.status <> 'cancelled' AND t.start_at > $2)`;
  const generated = await db.query<{ username: string }>(
    `SELECT username FROM users u WHERE tenant = $1 AND username LIKE 'client%' AND status = 0 AND ${free}
     ORDER BY username LIMIT $3`,
    [TENANT, now, connections],
  );
  if (generated.length === connections) return generated.map((u) => u.username);
  await db.query(
    `INSERT INTO users (tenant, username, email, first_name, last_name, password_hash, client_code)
     SELECT $1, 'benchbooker' || n, 'benchbooker' || n || '@default.example.com', 'Bench', 'Booker ' || n,
       (SELECT password_hash FROM users WHERE tenant = $1 AND username = 'member'), 'BB' || lpad(n::text, 4, '0')
     FROM generate_series(1, $2::int) AS n
     ON CONFLICT DO NOTHING`,
    [TENANT, connections],
  );
  return Array.from({ length: connections }, (_, c) => `benchbooker${c + 1}`);
}

type Send = (call: Call, keepBody?: boolean) => Promise<Answer>;

const device = {
  platform: 'bench',
  userAgent: 'bench-scale',
  screenWidth: 390,
  screenHeight: 844,
  colorDepth: 24,
  cpuCores: 2,
  touchPoints: 0,
};

async function logIn(send: Send, username: string, password: string): Promise<string> {
  const answer = await send(
    {
      method: 'POST',
      path: `${API_PREFIX}/account/login`,
      body: JSON.stringify({ userCredentials: { username, password }, deviceParameters: device }),
    },
    true,
  );
  if (answer.status !== 200) throw new Error(`login of ${username} answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

/** Access tokens live five minutes: the bench logs in again before an endpoint's turn when they are older than three. */
export class Sessions {
  private readonly tokens = new Map<string, { token: string; at: number }>();
  constructor(
    private readonly send: Send,
    private readonly passwords: Record<string, string>,
  ) {}

  token(username: string): string {
    const held = this.tokens.get(username);
    if (!held) throw new Error(`${username} has not logged in`);
    return held.token;
  }

  async refresh(): Promise<void> {
    for (const [username, password] of Object.entries(this.passwords)) {
      const held = this.tokens.get(username);
      if (held && performance.now() - held.at < 180_000) continue;
      this.tokens.set(username, { token: await logIn(this.send, username, password), at: performance.now() });
    }
  }
}

const get = (path: string, token?: string): Call => ({
  method: 'GET',
  path: `${API_PREFIX}${path}`,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/**
 * A week's range, `i` milliseconds earlier: the same classes, but a question the server has not kept an
 * answer to, as after any booking (the kept answers are per question).
 */
const freshWeek = (range: { from: string; to: string }, i: number) => ({
  from: new Date(Date.parse(range.from) - 1 - (i % 60_000)).toISOString(),
  to: range.to,
});

/**
 * Every daily endpoint of the database behind `send`, with ids looked up in `db`; call `sessions.refresh()`
 * before each endpoint's turn.
 */
export async function dailyEndpoints(
  db: Db,
  send: Send,
  connections: number,
  now: Date,
): Promise<{ endpoints: Endpoint[]; sessions: Sessions }> {
  const today = todayInZone(ZONE, now);
  const week = weekFetchRange(startOfWeek(today));
  const bookerNames = await bookers(db, connections, now);
  const sessions = new Sessions(send, {
    member: 'Member1234',
    trainer: 'Trainer1234',
    admin: 'Admin1234',
    ...Object.fromEntries(bookerNames.map((name) => [name, 'Member1234'])),
  });
  await sessions.refresh();
  const member = () => sessions.token('member');
  const trainer = () => sessions.token('trainer');
  const admin = () => sessions.token('admin');

  const [ids] = await db.query<{ trainer_id: number; room_id: number; class_id: number }>(
    `SELECT u.trainer_id,
       (SELECT min(id) FROM rooms WHERE tenant = $1) AS room_id,
       (SELECT id FROM trainings t WHERE t.tenant = $1 AND t.trainer_id = u.trainer_id AND t.training_type <> 'personal'
          AND t.start_at BETWEEN $2::timestamptz - interval '1 day' AND $2::timestamptz + interval '2 days'
        ORDER BY t.booked_count DESC, t.start_at LIMIT 1) AS class_id
     FROM users u WHERE u.tenant = $1 AND u.username = 'trainer'`,
    [TENANT, now],
  );
  if (!ids?.class_id) throw new Error('the demo trainer has no class around today');
  // an hour tomorrow morning, as the admin's class form asks
  const slot = {
    from: `${addDays(today, 1)}T08:00:00.000Z`,
    to: `${addDays(today, 1)}T09:00:00.000Z`,
  };
  const workouts = fetchRangeForDays(addDays(today, -30), today);

  const booking = await bookingPlan(db, send, sessions, bookerNames, now);

  const endpoints: Endpoint[] = [
    { label: 'public week', role: 'visitor', call: (i) => get(`/public/schedule${query(freshWeek(week, i))}`) },
    { label: 'week', role: 'member', call: (i) => get(`/user/schedule${query(freshWeek(week, i))}`, member()) },
    { label: 'workouts (30 days)', role: 'member', call: () => get(`/user/registration${query(workouts)}`, member()) },
    {
      label: 'invoices (1 year)',
      role: 'member',
      call: () => get(`/user/invoice${query({ from: addDays(today, -365), to: today })}`, member()),
    },
    {
      label: 'one invoice (5-year list)',
      role: 'member',
      call: () => get(`/user/invoice${query({ from: addDays(today, -5 * 365), to: today })}`, member()),
    },
    { label: 'contracts', role: 'member', call: () => get('/user/contract', member()) },
    { label: 'vouchers', role: 'member', call: () => get('/user/card/voucher', member()) },
    { label: 'entry codes', role: 'member', call: () => get('/user/card', member()) },
    { label: 'statistics (active)', role: 'member', call: () => get('/user/statistics?period=active', member()) },
    { label: 'account status', role: 'member', call: () => get('/user/account/status', member()) },
    { label: 'notices', role: 'member', call: () => get('/user/notice', member()) },
    {
      label: 'book + cancel',
      role: 'member',
      steps: async (connection, sendTimed) => {
        const { username, trainingId } = booking[connection % booking.length]!;
        const headers = { authorization: `Bearer ${sessions.token(username)}` };
        const path = `${API_PREFIX}/user/registration/${trainingId}`;
        const booked = await sendTimed({ method: 'POST', path, headers });
        const cancelled = await sendTimed({ method: 'DELETE', path, headers });
        return booked.status === 201 && cancelled.status === 200;
      },
    },
    {
      label: 'participants',
      role: 'trainer',
      call: () => get(`/trainer/registration/class/${ids.class_id}`, trainer()),
    },
    { label: 'statistics (active)', role: 'trainer', call: () => get('/trainer/statistics?period=active', trainer()) },
    { label: 'statistics (month)', role: 'trainer', call: () => get('/trainer/statistics?period=month', trainer()) },
    {
      label: 'personal trainings (1 year)',
      role: 'trainer',
      call: () =>
        get(`/trainer/statistics/personal-trainings${query({ from: addDays(today, -365), to: today })}`, trainer()),
    },
    { label: 'week', role: 'admin', call: (i) => get(`/admin/schedule${query(freshWeek(week, i))}`, admin()) },
    {
      label: 'room availability',
      role: 'admin',
      call: () => get(`/admin/room/availability${query({ roomIds: String(ids.room_id), ...slot })}`, admin()),
    },
    {
      label: 'trainer availability',
      role: 'admin',
      call: () => get(`/admin/trainer/availability${query({ trainerId: String(ids.trainer_id), ...slot })}`, admin()),
    },
  ];
  return { endpoints, sessions };
}

/**
 * A member and an open class per connection: a class in the next days with room to spare that the member
 * may book (tried once through the API, then cancelled), so every turn books and cancels.
 */
async function bookingPlan(
  db: Db,
  send: Send,
  sessions: Sessions,
  usernames: string[],
  now: Date,
): Promise<{ username: string; trainingId: number }[]> {
  const connections = usernames.length;
  const classes = await db.query<{ id: number }>(
    `SELECT id FROM trainings WHERE tenant = $1 AND cancelled_at IS NULL AND training_type <> 'personal'
       AND start_at BETWEEN $2::timestamptz + interval '1 day' AND $2::timestamptz + interval '6 days'
       AND booked_count + $3 < max_places
     ORDER BY start_at, id LIMIT 200`,
    [TENANT, now, connections + 2],
  );
  const plan: { username: string; trainingId: number }[] = [];
  const taken = new Set<number>();
  for (const username of usernames) {
    const headers = { authorization: `Bearer ${sessions.token(username)}` };
    for (const { id } of classes) {
      if (taken.has(id)) continue;
      const path = `${API_PREFIX}/user/registration/${id}`;
      const answer = await send({ method: 'POST', path, headers }, true);
      if (answer.status !== 201 || !answer.body.includes('"placeInWaitingList":null')) continue;
      await send({ method: 'DELETE', path, headers });
      taken.add(id);
      plan.push({ username, trainingId: id });
      break;
    }
  }
  if (plan.length === 0) throw new Error('no member could book a class to measure booking with');
  return plan;
}
