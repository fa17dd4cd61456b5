/**
 * The load of `npm run chaos` and of the nginx fail-over test: members booking and cancelling classes
 * through the real API, each member driven by one worker so the answers to one member's requests come in
 * order. It remembers every answered change and checks, after a crash, that the server (restarted, or the
 * process that took over) still has all of them, and that the database counts no booking twice.
 */
import { API_PREFIX } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { makeClub, makeMembers, makeTraining } from './booking-fixture.ts';
import { signAccessToken } from '../domain/tokens.ts';
import type { UserRow } from '../domain/users.ts';

export type Member = { id: number; token: string };

/** What the client knows of one member × class: in it, out of it, or unknown (request unanswered). */
type Known = 'in' | 'out' | 'unknown';

export type RoundFigures = {
  answered: number;
  bookings: number;
  cancellations: number;
  refused: Record<string, number>;
  /** Requests that got no answer from the server: the connection dropped, or the balancer's 502/504. */
  unanswered: number;
  /** Requests sent once the killed process was gone, and how many of them got no server's answer. */
  afterKill: { sent: number; unanswered: number };
};
export type Verification = { checked: number; lost: number; examples: string[] };

export type RunOptions = {
  inFlight: number;
  /** kill() is called once this many requests have been answered. */
  killAfter: number;
  /** Ends the server process (at a random moment of its own); resolves once the process is gone. */
  kill: () => Promise<unknown>;
  /**
   * Behind a balancer (other processes take over): the run goes on until this many requests have been
   * sent after the process is gone. Without it, the run ends when the one server stops answering.
   */
  afterKill?: number;
};

/** A balancer's own answers when the process it chose failed: no server answered. */
const isGatewayError = (status: number) => status === 502 || status === 504;

export class BookingLoad {
  private readonly known = new Map<string, Known>();

  constructor(
    private readonly members: Member[],
    private readonly classes: number[],
  ) {
    for (const m of members) for (const c of classes) this.known.set(`${m.id}:${c}`, 'out');
  }

  /**
   * Books or cancels (whichever changes the state), `inFlight` requests at a time, and calls kill()
   * once `killAfter` requests have been answered: the others are then at random points of their
   * way through the server. A request that gets no answer leaves its pair unknown.
   */
  async run(origin: string, options: RunOptions): Promise<RoundFigures> {
    const { inFlight, killAfter, afterKill } = options;
    const figures: RoundFigures = {
      answered: 0,
      bookings: 0,
      cancellations: 0,
      refused: {},
      unanswered: 0,
      afterKill: { sent: 0, unanswered: 0 },
    };
    let gone = false;
    let killing: Promise<unknown> | null = null;
    const finished = () => afterKill !== undefined && gone && figures.afterKill.sent >= afterKill;
    const worker = async (w: number) => {
      const mine = this.members.filter((_, i) => i % inFlight === w);
      while (mine.length > 0 && !finished()) {
        const member = mine[Math.floor(Math.random() * mine.length)]!;
        const classId = this.classes[Math.floor(Math.random() * this.classes.length)]!;
        const key = `${member.id}:${classId}`;
        const booking = this.known.get(key) !== 'in';
        const sentAfterKill = gone;
        if (sentAfterKill) figures.afterKill.sent++;
        try {
          const response = await fetch(`${origin}${API_PREFIX}/user/registration/${classId}`, {
            method: booking ? 'POST' : 'DELETE',
            headers: { authorization: `Bearer ${member.token}` },
          });
          if (isGatewayError(response.status)) {
            // The process died with this request: it may or may not have been done.
            await response.arrayBuffer();
            figures.unanswered++;
            if (sentAfterKill) figures.afterKill.unanswered++;
            this.known.set(key, 'unknown');
            continue;
          }
          const body = (await response.json()) as { errors?: string[] };
          if (++figures.answered === killAfter) {
            killing = options.kill().then(() => (gone = true));
          }
          if (response.ok) {
            figures[booking ? 'bookings' : 'cancellations']++;
            this.known.set(key, booking ? 'in' : 'out');
          } else {
            const reason = `${response.status} ${body.errors?.[0] ?? ''}`;
            figures.refused[reason] = (figures.refused[reason] ?? 0) + 1;
          }
        } catch (error) {
          // A refused connection never reached the server. Any other failure is a request the
          // server died with in flight: either outcome is allowed.
          if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') {
            figures.unanswered++;
            if (sentAfterKill) figures.afterKill.unanswered++;
            this.known.set(key, 'unknown');
          }
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, (_, w) => worker(w)));
    await killing;
    return figures;
  }

  /**
   * Reads every member's classes from the (restarted) server and compares them with every answered
   * change: a booking answered 2xx must be there, a cancellation answered 2xx must not. Unknown
   * pairs take the server's state.
   */
  async verify(origin: string, from: Date, to: Date): Promise<Verification> {
    const result: Verification = { checked: 0, lost: 0, examples: [] };
    const query = `from=${from.toISOString()}&to=${to.toISOString()}`;
    for (const member of this.members) {
      const response = await fetch(`${origin}${API_PREFIX}/user/registration?${query}`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      if (!response.ok) throw new Error(`reading member ${member.id}'s classes answered ${response.status}`);
      const present = new Set(((await response.json()) as { id: number }[]).map((r) => r.id));
      for (const classId of this.classes) {
        const key = `${member.id}:${classId}`;
        const actual: Known = present.has(classId) ? 'in' : 'out';
        const expected = this.known.get(key);
        if (expected !== 'unknown') {
          result.checked++;
          if (expected !== actual) {
            result.lost++;
            if (result.examples.length < 5)
              result.examples.push(`member ${member.id} class ${classId}: answered ${expected}, found ${actual}`);
          }
        }
        this.known.set(key, actual);
      }
    }
    return result;
  }
}

export type BookingClub = { classes: number[]; members: Member[]; verifyRange: readonly [Date, Date] };

/**
 * Members and classes of the default club (places for a third of the members, with a waiting list) and
 * the members' tokens, written straight into the database.
 */
export async function prepareBookingClub(
  db: Db,
  now: Date,
  options: { members: number; classes: number; jwtSecret: string },
): Promise<BookingClub> {
  await migrate(db);
  const club = await makeClub(db, 'default', {
    active_bookings_limit: 1000,
    same_day_limit: 1000,
    same_type_per_day_limit: 1000,
  });
  const ids = await makeMembers(db, 'default', options.members);
  const classes: number[] = [];
  for (let i = 0; i < options.classes; i++) {
    const start = new Date(now.getTime() + (24 + i * 3) * 3600_000);
    classes.push(
      await makeTraining(db, 'default', { club, start, maxPlaces: Math.ceil(options.members / 3), trainerId: null }),
    );
  }
  const users = await db.query<UserRow>(
    `SELECT id, username, email, phone, first_name, last_name, gender, password_hash, client_code, status, is_admin,
       trainer_id, can_see_registrations, can_manage_registrations, needs_update FROM users WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const secret = new TextEncoder().encode(options.jwtSecret);
  const members: Member[] = await Promise.all(
    users.map(async (user) => ({
      id: user.id,
      token: await signAccessToken({
        user,
        tenant: 'default',
        host: 'localhost',
        keep: true,
        sessionId: 'chaos',
        now,
        secret,
      }),
    })),
  );
  const verifyRange = [
    new Date(now.getTime() - 3600_000),
    new Date(now.getTime() + (24 + options.classes * 3 + 2) * 3600_000),
  ] as const;
  return { classes, members, verifyRange };
}

export type DoubleCounts = { overbooked: string[]; duplicates: string[]; miscounted: string[] };

/**
 * Bookings counted twice, read from the database itself: a class with more booked places than it has,
 * a member with two active registrations for one class, or a class whose kept counters disagree with
 * its registrations.
 */
export async function findDoubleCounts(db: Db, classes: number[]): Promise<DoubleCounts> {
  const perClass = await db.query<{
    id: number;
    max_places: number;
    booked_count: number;
    waiting_count: number;
    booked: number;
    waiting: number;
  }>(
    `SELECT t.id, t.max_places, t.booked_count, t.waiting_count,
       count(r.id) FILTER (WHERE r.status = 'booked')::int AS booked,
       count(r.id) FILTER (WHERE r.status = 'waiting')::int AS waiting
     FROM trainings t LEFT JOIN registrations r ON r.training_id = t.id
     WHERE t.id = ANY($1::int[]) GROUP BY t.id ORDER BY t.id`,
    [classes],
  );
  const duplicates = await db.query<{ training_id: number; user_id: number; n: number }>(
    `SELECT training_id, user_id, count(*)::int AS n FROM registrations
     WHERE training_id = ANY($1::int[]) AND status <> 'cancelled' GROUP BY training_id, user_id HAVING count(*) > 1`,
    [classes],
  );
  return {
    overbooked: perClass
      .filter((c) => c.booked > c.max_places)
      .map((c) => `class ${c.id}: ${c.booked} booked of ${c.max_places} places`),
    duplicates: duplicates.map((d) => `member ${d.user_id} class ${d.training_id}: ${d.n} active registrations`),
    miscounted: perClass
      .filter((c) => c.booked !== c.booked_count || c.waiting !== c.waiting_count)
      .map(
        (c) => `class ${c.id}: counters ${c.booked_count}/${c.waiting_count}, registrations ${c.booked}/${c.waiting}`,
      ),
  };
}
