import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { hours, later, makeClub, makeMembers, makeTraining } from '../../test-support/booking-fixture.ts';
import { ApiError } from '../api-error.ts';
import { bookPlace } from './book-place.ts';
import { listParticipants } from './participants.ts';

/** The database, with the statements it was sent counted by name (book_places: a batch; book_place: one alone). */
function counting(db: Db): { db: Db; sent: Map<string, number> } {
  const sent = new Map<string, number>();
  const counted: Db = {
    ...db,
    query: (sql, params, options) => {
      const name = options?.statementName ?? 'other';
      sent.set(name, (sent.get(name) ?? 0) + 1);
      return db.query(sql, params, options);
    },
  };
  return { db: counted, sent };
}

/** The docs/behaviour.md#booking-verdicts key a refused booking was answered with, or the outcome of a made one. */
const outcome = (settled: PromiseSettledResult<{ status: string; placeInWaitingList?: number | null }>) =>
  settled.status === 'fulfilled'
    ? `${settled.value.status}${settled.value.placeInWaitingList ? ` ${settled.value.placeInWaitingList}` : ''}`
    : settled.reason instanceof ApiError
      ? settled.reason.key
      : 'error';

describe.each([testDatabase()])('bookings that arrive together, on $name', () => {
  let t: TestDb;
  const now = new Date('2026-11-10T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ poolSize: 8 });
  }, 60_000);
  afterAll(() => t?.close());

  it('go in one transaction, and each gets the answer it would get on its own, in arrival order', async () => {
    const { db, sent } = counting(t.db);
    const club = await makeClub(t.db, 'default', { active_bookings_limit: 1 });
    const [ann, ben, cid, dan] = await makeMembers(t.db, 'default', 4);
    const yoga = await makeTraining(t.db, 'default', { club, start: later(now, hours(30)), maxPlaces: 2 });
    const pilates = await makeTraining(t.db, 'default', { club, start: later(now, hours(50)), maxPlaces: 5 });

    const answers = await Promise.allSettled([
      bookPlace(db, 'default', ann!, yoga, now),
      bookPlace(db, 'default', ben!, yoga, now),
      bookPlace(db, 'default', ann!, yoga, now), // a double tap: sees the booking before it
      bookPlace(db, 'default', cid!, yoga, now),
      bookPlace(db, 'default', ann!, pilates, now), // over her limit of one active booking, made just before
      bookPlace(db, 'default', dan!, 999_999, now),
    ]);

    expect(answers.map(outcome)).toEqual([
      'booked',
      'booked',
      'userAlreadyRegistered',
      'waiting 1',
      'registeringLimitExceeded',
      'classNotFound',
    ]);
    expect(sent.get('book_places')).toBe(1);
    expect(sent.get('book_place')).toBeUndefined();
    const participants = await listParticipants(t.db, 'default', yoga);
    expect(participants.map((p) => [p.clientId, p.status])).toEqual([
      [ann, 'booked'],
      [ben, 'booked'],
      [cid, 'waiting'],
    ]);
  });

  it('a booking the database refuses does not fail the others that arrived with it', async () => {
    const { db, sent } = counting(t.db);
    const club = await makeClub(t.db, 'default');
    const [ann, ben] = await makeMembers(t.db, 'default', 2);
    const yoga = await makeTraining(t.db, 'default', { club, start: later(now, hours(30)), maxPlaces: 5 });

    // a member id beyond PostgreSQL's int fails the batch's statement as a whole
    const answers = await Promise.allSettled([
      bookPlace(db, 'default', ann!, yoga, now),
      bookPlace(db, 'default', 2 ** 31, yoga, now),
      bookPlace(db, 'default', ben!, yoga, now),
    ]);

    expect(answers.map(outcome)).toEqual(['booked', 'error', 'booked']);
    // the batch was rolled back, then each booking made on its own
    expect(sent.get('book_places')).toBe(1);
    expect(sent.get('book_place')).toBe(3);
    expect((await listParticipants(t.db, 'default', yoga)).map((p) => p.clientId)).toEqual([ann, ben]);
  });

  it('members booking overlapping classes at once all get an answer, and no class takes more than its places', async () => {
    const club = await makeClub(t.db, 'default', {
      active_bookings_limit: 10,
      same_day_limit: 10,
      same_type_per_day_limit: 10,
    });
    const members = await makeMembers(t.db, 'default', 60);
    const classes: number[] = [];
    for (let i = 0; i < 6; i++)
      classes.push(await makeTraining(t.db, 'default', { club, start: later(now, hours(30 + i * 2)), maxPlaces: 25 }));

    // every member books four of the six classes, each member in another order: batches lock overlapping rows
    const calls = members.flatMap((member, m) =>
      [0, 1, 2, 3].map(
        (k) => () =>
          bookPlace(t.db, 'default', member, classes[(m + k * (m % 2 === 0 ? 1 : 5)) % classes.length]!, now),
      ),
    );
    const answers = await Promise.allSettled(calls.map((call) => call()));

    expect(answers.filter((a) => a.status === 'rejected').map(outcome)).toEqual([]);
    for (const trainingId of classes) {
      const participants = await listParticipants(t.db, 'default', trainingId);
      const booked = participants.filter((p) => p.status === 'booked').length;
      const waiting = participants.filter((p) => p.status === 'waiting').length;
      expect(booked).toBe(Math.min(25, participants.length));
      expect(waiting).toBe(participants.length - booked);
    }
  });
});
