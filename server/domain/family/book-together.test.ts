import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import {
  hours,
  later,
  makeClub,
  makeMembers,
  makeTraining,
  type TestClub,
} from '../../test-support/booking-fixture.ts';
import { bookPlace } from '../booking/book-place.ts';
import { listParticipants } from '../booking/participants.ts';
import { cancelBooking } from '../booking/cancel-booking.ts';
import { outboxSmsProvider } from '../sms/outbox-sms-provider.ts';
import { answerFamilyOffer, bookForFamily, cancelForFamilyMember } from './family-booking.ts';
import { familyPlaces } from './family-places.ts';

/** Issue 38 point 2: a guardian books a group together or not at all; the group waits as one queue entry. */
const now = new Date('2026-11-10T08:00:00Z');
const localize = (label: string) => label;
const sms = outboxSmsProvider;

describe.each([testDatabase()])('together or not at all on $name', () => {
  let t: TestDb;
  let db: Db;
  let club: TestClub;
  let day = 1;
  beforeAll(async () => {
    t = await openTestDb({ poolSize: 8 });
    db = t.db;
    // generous limits: these tests are about places, not the member's limits
    club = await makeClub(db, 'default', {
      same_day_limit: 10,
      same_type_per_day_limit: 10,
      active_bookings_limit: 50,
    });
  }, 60_000);
  afterAll(() => t?.close());

  /** A class on a day of its own. */
  const makeClass = (maxPlaces: number, waitingListAllowed = true) =>
    makeTraining(db, 'default', { club, start: later(now, hours(24 * day++)), maxPlaces, waitingListAllowed });

  /** A guardian with two children (their own ids first). */
  async function family(): Promise<[number, number, number]> {
    const [guardian, a, b] = (await makeMembers(db, 'default', 3)) as [number, number, number];
    await db.query(
      `INSERT INTO family_links (tenant, guardian_id, dependant_id, linked_at)
       VALUES ('default', $1, $2, $4), ('default', $1, $3, $4)`,
      [guardian, a, b, now],
    );
    return [guardian, a, b];
  }
  const statusOf = async (guardian: number, trainingId: number) =>
    (await familyPlaces(db, 'default', guardian, trainingId, now)).places.map((p) => [p.status, p.placeInWaitingList]);
  const setStrict = (strict: boolean) =>
    db.query(`UPDATE clubs SET waiting_strict_order = $2 WHERE id = $1`, [club.clubId, strict]);

  it('books the whole group when it fits', async () => {
    const [g, a, b] = await family();
    const k = await makeClass(3);
    const answer = await bookForFamily(db, 'default', g, k, [a, b, g], now, localize, true);
    expect(answer.places.map((p) => p.status)).toEqual(['booked', 'booked', 'booked']);
  });

  it('gives no one a place when the group does not fit: it waits as one entry holding one position', async () => {
    const [g, a, b] = await family();
    const [first] = await makeMembers(db, 'default', 2);
    const k = await makeClass(3);
    await bookPlace(db, 'default', first!, k, now);
    // two places free, three asked for together
    const answer = await bookForFamily(db, 'default', g, k, [a, b, g], now, localize, true);
    expect(answer.places.map((p) => [p.status, p.placeInWaitingList])).toEqual([
      ['waiting', 1],
      ['waiting', 1],
      ['waiting', 1],
    ]);
    // the trainer's list shows each of the group waiting, at the group's one position
    const listed = await listParticipants(db, 'default', k);
    expect(listed.filter((p) => p.status === 'waiting').map((p) => p.placeInWaitingList)).toEqual([1, 1, 1]);
    const groups = new Set(answer.places.map((p) => p.groupId));
    expect(groups.size).toBe(1);
    expect([...groups][0]).not.toBeNull();
    // the next one alone who needs one place takes it: the group does not block smaller entries behind it
    const [single, behind] = await makeMembers(db, 'default', 2);
    expect((await bookPlace(db, 'default', single!, k, now)).status).toBe('booked');
    expect((await bookPlace(db, 'default', behind!, k, now)).status).toBe('booked');
    // the class is full now; a newcomer queues behind the group: position 2, the group counted once
    const [late] = await makeMembers(db, 'default', 1);
    expect((await bookPlace(db, 'default', late!, k, now)).placeInWaitingList).toBe(2);
  });

  it('without a waiting list refuses the whole group and holds nothing', async () => {
    const [g, a] = await family();
    const k = await makeClass(1, false);
    const answer = await bookForFamily(db, 'default', g, k, [a, g], now, localize, true);
    expect(answer.places.map((p) => [p.status, p.refusal])).toEqual([
      ['refused', 'noFreePlaces'],
      ['refused', 'noFreePlaces'],
    ]);
    const [held] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM registrations WHERE training_id = $1 AND status <> 'cancelled'`,
      [k],
    );
    expect(held!.n).toBe(0);
  });

  it("undoes the group when one person's own rule refuses them, and says so for the others", async () => {
    const [g, a, b] = await family();
    const k = await makeClass(5);
    await bookForFamily(db, 'default', g, k, [a], now, localize);
    const answer = await bookForFamily(db, 'default', g, k, [a, b, g], now, localize, true);
    expect(answer.places.map((p) => p.refusal)).toEqual(['userAlreadyRegistered', 'notTogether', 'notTogether']);
    expect(await statusOf(g, k)).toEqual([
      ['none', null],
      ['booked', null],
      ['none', null],
    ]);
  });

  it('promotes a single person behind a group that does not fit (default), then the group once it fits', async () => {
    await setStrict(false);
    const [g, a] = await family();
    const [x, y, single] = (await makeMembers(db, 'default', 3)) as [number, number, number];
    const k = await makeClass(2);
    await bookPlace(db, 'default', x, k, now);
    await bookPlace(db, 'default', y, k, now);
    await bookForFamily(db, 'default', g, k, [a, g], now, localize, true);
    expect((await bookPlace(db, 'default', single, k, now)).placeInWaitingList).toBe(2);
    await cancelBooking(db, 'default', x, k, now, sms);
    // one place: too few for the group of two, so it goes to the one behind
    expect(await statusOf(g, k)).toEqual([
      ['waiting', 1],
      ['waiting', 1],
      ['none', null],
    ]);
    const [got] = await db.query<{ status: string }>(
      `SELECT status FROM registrations WHERE training_id = $1 AND user_id = $2 AND status <> 'cancelled'`,
      [k, single],
    );
    expect(got!.status).toBe('booked');
    // two places free at once: the group gets both
    await cancelBooking(db, 'default', y, k, now, sms);
    await cancelBooking(db, 'default', single, k, now, sms);
    expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['booked', 'booked', 'none']);
  });

  it('in strict order holds a freed place for the group at the head, and books newcomers into the queue', async () => {
    await setStrict(true);
    try {
      const [g, a] = await family();
      const [x, y, single, late] = (await makeMembers(db, 'default', 4)) as [number, number, number, number];
      const k = await makeClass(2);
      await bookPlace(db, 'default', x, k, now);
      await bookPlace(db, 'default', y, k, now);
      await bookForFamily(db, 'default', g, k, [a, g], now, localize, true);
      await bookPlace(db, 'default', single, k, now);
      await cancelBooking(db, 'default', x, k, now, sms);
      // the place waits for the group; the one behind still waits, and so does a newcomer despite the free place
      expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['waiting', 'waiting', 'none']);
      expect((await bookPlace(db, 'default', late, k, now)).status).toBe('waiting');
      await cancelBooking(db, 'default', y, k, now, sms);
      expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['booked', 'booked', 'none']);
      // the one who waited behind the group stays in the queue, the newcomer behind them
      const [kept] = await db.query<{ status: string }>(
        `SELECT status FROM registrations WHERE training_id = $1 AND user_id = $2 AND status <> 'cancelled'`,
        [k, single],
      );
      expect(kept!.status).toBe('waiting');
    } finally {
      await setStrict(false);
    }
  });

  it('takes the whole group off the waiting list when the guardian cancels one of its people', async () => {
    const [g, a, b] = await family();
    const [x] = await makeMembers(db, 'default', 1);
    const k = await makeClass(1);
    await bookPlace(db, 'default', x!, k, now);
    await bookForFamily(db, 'default', g, k, [a, b], now, localize, true);
    await cancelForFamilyMember(db, 'default', g, k, b, now, sms);
    expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['none', 'none', 'none']);
  });

  it('never overbooks nor books a group in part when places free at once', async () => {
    const [g, a] = await family();
    const members = (await makeMembers(db, 'default', 6)) as number[];
    const k = await makeClass(4);
    for (const m of members.slice(0, 4)) await bookPlace(db, 'default', m, k, now);
    await bookForFamily(db, 'default', g, k, [a, g], now, localize, true);
    await bookPlace(db, 'default', members[4]!, k, now);
    await bookPlace(db, 'default', members[5]!, k, now);
    // three of the four booked leave at the same instant: three promotions race under the class lock
    await Promise.all(members.slice(0, 3).map((m) => cancelBooking(db, 'default', m, k, now, sms)));
    const rows = await db.query<{ user_id: number; status: string }>(
      `SELECT user_id, status FROM registrations WHERE training_id = $1 AND status <> 'cancelled'`,
      [k],
    );
    // whatever the order: each single freed place is too few for the group, so the two behind it get two, and the
    // last one waits for the group's second place; the group is never booked in part
    const booked = rows.filter((r) => r.status === 'booked').map((r) => r.user_id);
    expect(booked.sort((x, y) => x - y)).toEqual([members[3], members[4], members[5]]);
    const groupStatuses = rows.filter((r) => r.user_id === g || r.user_id === a).map((r) => r.status);
    expect(groupStatuses).toEqual(['waiting', 'waiting']);
    const [counted] = await db.query<{ booked_count: number }>(`SELECT booked_count FROM trainings WHERE id = $1`, [k]);
    expect(counted!.booked_count).toBe(3);
    // the fourth leaves: two free, the group gets both
    await cancelBooking(db, 'default', members[3]!, k, now, sms);
    expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['booked', 'booked', 'none']);
  });

  it('offers the places to the group as one offer, answered once for all', async () => {
    await db.query(`UPDATE clubs SET waiting_mode = 'offer', promote_at_once_minutes = 0 WHERE id = $1`, [club.clubId]);
    try {
      const [g, a, b] = await family();
      const [x, y] = (await makeMembers(db, 'default', 2)) as [number, number];
      const k = await makeClass(2);
      await bookPlace(db, 'default', x, k, now);
      await bookPlace(db, 'default', y, k, now);
      await bookForFamily(db, 'default', g, k, [a, b], now, localize, true);
      await cancelBooking(db, 'default', x, k, now, sms);
      await cancelBooking(db, 'default', y, k, now, sms);
      expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['none', 'offered', 'offered']);
      await answerFamilyOffer(db, 'default', g, k, a, { answer: 'accept' }, now, sms);
      expect((await statusOf(g, k)).map(([s]) => s)).toEqual(['none', 'booked', 'booked']);
    } finally {
      await db.query(`UPDATE clubs SET waiting_mode = 'promote', promote_at_once_minutes = 120 WHERE id = $1`, [
        club.clubId,
      ]);
    }
  });
});
