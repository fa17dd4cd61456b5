import { openTestDb, testDatabase, type TestDb } from '../../test-support/test-db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSmsProvider } from '../sms/outbox-sms-provider.ts';
import { bookPlace } from './book-place.ts';
import { cancelBooking } from './cancel-booking.ts';
import { hours, later, makeClub, makeMembers, makeTraining } from '../../test-support/booking-fixture.ts';
import { listParticipants } from './participants.ts';

const databases = [testDatabase()];

const PLACES = 20;
const MEMBERS = 200;

describe.each(databases)('200 simultaneous bookings of 20 places on $name', ({ name }) => {
  let t: TestDb;
  const now = new Date('2026-11-10T08:00:00Z');

  beforeAll(async () => {
    t = await openTestDb({ poolSize: 20 });
  }, 60_000);
  afterAll(() => t?.close());

  it('books exactly 20, queues 180 in arrival order, and promotes in queue order on cancel', async () => {
    const { db } = t;
    const club = await makeClub(db, 'default');
    const members = await makeMembers(db, 'default', MEMBERS);
    const trainingId = await makeTraining(db, 'default', { club, start: later(now, hours(48)), maxPlaces: PLACES });

    const results = await Promise.all(members.map((m) => bookPlace(db, 'default', m, trainingId, now)));

    const booked = results.filter((r) => r.status === 'booked');
    const waiting = results.filter((r) => r.status === 'waiting');
    expect(booked).toHaveLength(PLACES);
    expect(waiting).toHaveLength(MEMBERS - PLACES);
    // positions are exactly 1…180: no gaps, no duplicates
    expect(waiting.map((r) => r.placeInWaitingList).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: MEMBERS - PLACES }, (_, i) => i + 1),
    );

    const participants = await listParticipants(db, 'default', trainingId);
    expect(participants.filter((p) => p.status === 'booked')).toHaveLength(PLACES);
    const queue = participants.filter((p) => p.status === 'waiting');
    // the queue the database ranks (queued_at, id) is the one each member was told
    const toldPlace = new Map(waiting.map((r) => [r.registrationId, r.placeInWaitingList]));
    expect(queue.map((p) => toldPlace.get(p.registrationId))).toEqual(queue.map((p) => p.placeInWaitingList));
    const queuedAt = await db.query<{ id: number }>(
      `SELECT id FROM registrations WHERE training_id = $1 AND status = 'waiting' ORDER BY queued_at, id`,
      [trainingId],
    );
    expect(queuedAt.map((r) => r.id)).toEqual(queue.map((p) => p.registrationId));
    if (name === 'PGlite') {
      // one connection: arrival order is call order
      expect(results.map((r) => r.status)).toEqual(members.map((_, i) => (i < PLACES ? 'booked' : 'waiting')));
      expect(results.slice(PLACES).map((r) => r.placeInWaitingList)).toEqual(waiting.map((_, i) => i + 1));
    }

    // five booked members cancel at once: the first five of the queue move up, in order
    const leaving = participants.filter((p) => p.status === 'booked').slice(0, 5);
    await Promise.all(leaving.map((p) => cancelBooking(db, 'default', p.clientId, trainingId, now, outboxSmsProvider)));
    const after = await listParticipants(db, 'default', trainingId);
    const afterBooked = new Set(after.filter((p) => p.status === 'booked').map((p) => p.clientId));
    expect(afterBooked.size).toBe(PLACES);
    for (const p of queue.slice(0, 5)) expect(afterBooked.has(p.clientId)).toBe(true);
    const afterQueue = after.filter((p) => p.status === 'waiting');
    expect(afterQueue.map((p) => p.clientId)).toEqual(queue.slice(5).map((p) => p.clientId));
    expect(afterQueue.map((p) => p.placeInWaitingList)).toEqual(afterQueue.map((_, i) => i + 1));
  }, 60_000);
});
