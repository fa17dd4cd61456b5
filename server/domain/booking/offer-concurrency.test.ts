import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { hours, later, makeClub, makeMembers, makeTraining } from '../../test-support/booking-fixture.ts';
import { outboxSmsProvider } from '../sms/outbox-sms-provider.ts';
import { ApiError } from '../api-error.ts';
import { answerOffer } from './answer-offer.ts';
import { bookPlace } from './book-place.ts';
import { cancelBooking } from './cancel-booking.ts';
import { runWaitingListJob } from './waiting-list-job.ts';

const PLACES = 10;
const QUEUE = 40;
const LATECOMERS = 20;
const sms = outboxSmsProvider;

/** Issue 37: offers, expiries, answers and taps racing on one class (several jobs at once, as several processes). */
describe.each([testDatabase()])('offers racing taps and expiries on $name', () => {
  let t: TestDb;
  const now = new Date('2026-11-10T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ poolSize: 20 });
  }, 60_000);
  afterAll(() => t?.close());

  it('never exceeds the places, never holds anyone twice, and offers in queue order', async () => {
    const { db } = t;
    const club = await makeClub(db, 'default', { cancel_deadline_hours: 0 });
    await db.query(
      `UPDATE clubs SET waiting_mode = 'offer', offer_window_minutes = 60, promote_at_once_minutes = 60 WHERE id = $1`,
      [club.clubId],
    );
    const [holders, queue, latecomers] = [
      await makeMembers(db, 'default', PLACES),
      await makeMembers(db, 'default', QUEUE),
      await makeMembers(db, 'default', LATECOMERS),
    ];
    const id = await makeTraining(db, 'default', { club, start: later(now, hours(48)), maxPlaces: PLACES });
    for (const m of [...holders, ...queue]) await bookPlace(db, 'default', m, id, now);
    const rank = new Map(queue.map((m, i) => [m, i]));

    const state = async () => {
      const rows = await db.query<{ user_id: number; status: string }>(
        `SELECT user_id, status FROM registrations WHERE training_id = $1 AND status <> 'cancelled' ORDER BY queued_at, id`,
        [id],
      );
      const [k] = await db.query<{ booked_count: number; waiting_count: number }>(
        'SELECT booked_count, waiting_count FROM trainings WHERE id = $1',
        [id],
      );
      const of = (s: string) => rows.filter((r) => r.status === s).map((r) => r.user_id);
      // the kept counts are the rows' counts; nobody holds two rows; places never exceed
      expect(k!.booked_count).toBe(of('booked').length + of('offered').length);
      expect(k!.waiting_count).toBe(of('waiting').length);
      expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
      expect(k!.booked_count).toBeLessThanOrEqual(PLACES);
      return { booked: of('booked'), offered: of('offered'), waiting: of('waiting') };
    };
    /** Everyone of the queue with a place or an offer came before everyone of it still waiting. */
    const inQueueOrder = (s: Awaited<ReturnType<typeof state>>) => {
      const placed = [...s.booked, ...s.offered].filter((m) => rank.has(m)).map((m) => rank.get(m)!);
      const waiting = s.waiting.filter((m) => rank.has(m)).map((m) => rank.get(m)!);
      if (placed.length > 0 && waiting.length > 0) expect(Math.max(...placed)).toBeLessThan(Math.min(...waiting));
      // the queue itself keeps arrival order
      expect(waiting).toEqual([...waiting].sort((a, b) => a - b));
    };

    // every holder cancels while latecomers tap and two jobs run: the places go to the queue's first ten as offers
    await Promise.all([
      ...holders.map((m) => cancelBooking(db, 'default', m, id, now, sms)),
      ...latecomers.map((m) => bookPlace(db, 'default', m, id, now)),
      runWaitingListJob(db, sms, now),
      runWaitingListJob(db, sms, now),
    ]);
    let s = await state();
    expect(s.booked).toEqual([]);
    expect(s.offered).toEqual(queue.slice(0, PLACES));
    expect(s.waiting.slice(-LATECOMERS).sort()).toEqual([...latecomers].sort());
    inQueueOrder(s);

    // at the last moment of the window: half accept, half decline, while the windows end in two jobs at once
    const end = later(now, hours(1));
    const lastMoment = new Date(end.getTime() - 1);
    const offered = s.offered;
    const answers = await Promise.all([
      ...offered.map((m, i) =>
        answerOffer(db, 'default', m, id, { answer: i % 2 === 0 ? 'accept' : 'decline' }, lastMoment, sms).then(
          (r) => r.status,
          (e: unknown) => (e instanceof ApiError ? e.key : Promise.reject(e)),
        ),
      ),
      runWaitingListJob(db, sms, end),
      runWaitingListJob(db, sms, end),
    ]);
    s = await state();
    inQueueOrder(s);
    // an answer won over the window's end or lost to it, never both: accepted ones are booked, the rest left
    offered.forEach((m, i) => {
      const a = answers[i];
      if (a === 'booked') expect(s.booked).toContain(m);
      else {
        expect(a === 'cancelled' || a === 'offerNotOpen').toBe(true);
        expect([...s.booked, ...s.offered, ...s.waiting]).not.toContain(m);
      }
    });
    expect(s.booked.length + s.offered.length).toBe(PLACES);

    // whatever stayed open expires each hour while newcomers tap; the places keep moving down the queue in order
    const tappers = await makeMembers(db, 'default', 50);
    for (let round = 2; s.offered.length > 0 && round < 46; round += 1) {
      const when = later(now, hours(round));
      await Promise.all([
        runWaitingListJob(db, sms, when),
        runWaitingListJob(db, sms, when),
        bookPlace(db, 'default', tappers[round]!, id, when),
      ]);
      s = await state();
      inQueueOrder(s);
    }
    // the accepted stay booked through every later round; the only others booked are newcomers who tapped a place
    // left free once the queue ran out (how many answers beat the window's end is the race's to decide)
    const accepted = offered.filter((_, i) => answers[i] === 'booked');
    expect(s.booked).toEqual(expect.arrayContaining(accepted));
    expect(s.booked.filter((m) => !accepted.includes(m) && !tappers.includes(m))).toEqual([]);
  }, 120_000);

  it('promotes a member first in two queues at the same time into one class only, without deadlock', async () => {
    const { db } = t;
    const club = await makeClub(db, 'default', {
      cancel_deadline_hours: 0,
      same_day_limit: 9,
      same_type_per_day_limit: 9,
    });
    const PAIRS = 10;
    const pairs = await Promise.all(
      Array.from({ length: PAIRS }, async (_, i) => {
        const start = later(now, hours(30 + 2 * i));
        const a = await makeTraining(db, 'default', { club, start, maxPlaces: 1 });
        const b = await makeTraining(db, 'default', {
          club,
          start: later(start, hours(0.5)),
          maxPlaces: 1,
          roomId: club.room2Id,
        });
        const [holderA, holderB, x, y] = await makeMembers(db, 'default', 4);
        return { a, b, holderA: holderA!, holderB: holderB!, x: x!, y: y! };
      }),
    );
    // x is first in both queues, y second in both
    for (const p of pairs) {
      for (const [m, id] of [
        [p.holderA, p.a],
        [p.holderB, p.b],
        [p.x, p.a],
        [p.x, p.b],
        [p.y, p.a],
        [p.y, p.b],
      ] as const)
        await bookPlace(db, 'default', m, id, now);
    }
    // both places free at once, in every pair
    await Promise.all(
      pairs.flatMap((p) => [
        cancelBooking(db, 'default', p.holderA, p.a, now, sms),
        cancelBooking(db, 'default', p.holderB, p.b, now, sms),
      ]),
    );
    // what a busy class left for later, the job finishes
    await runWaitingListJob(db, sms, now);
    for (const p of pairs) {
      const rows = await db.query<{ training_id: number; user_id: number; status: string }>(
        `SELECT training_id, user_id, status FROM registrations WHERE training_id = ANY($1::int[]) AND status <> 'cancelled'`,
        [[p.a, p.b]],
      );
      const held = (id: number) => rows.filter((r) => r.training_id === id).map((r) => `${r.user_id}:${r.status}`);
      // x got one of them, y the other; nobody waits for a class at the time of the one they got
      expect([held(p.a), held(p.b)].sort()).toEqual([[`${p.x}:booked`], [`${p.y}:booked`]].sort());
    }
  }, 120_000);
});
