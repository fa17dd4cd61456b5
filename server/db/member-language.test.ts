import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { makeMembers } from '../test-support/booking-fixture.ts';
import { openTestDb, testDatabase, type TestDb } from '../test-support/test-db.ts';

/*
 * The language the server writes a member's SMS in (member_language, migrations 140 and 150): their latest push
 * device's, else their calendar feed's, else their latest booking-open request's, else the club's country's.
 */
describe.each([testDatabase()])('member_language on $name', () => {
  let t: TestDb;
  let db: Db;
  beforeAll(async () => {
    t = await openTestDb();
    db = t.db;
  });
  afterAll(() => t?.close());

  const languageOf = async (user: number, timeZone: string) =>
    (await db.query<{ l: string }>('SELECT member_language($1, $2) AS l', [user, timeZone]))[0]!.l;

  it('takes the device, then the feed, then the country', async () => {
    const [member] = await makeMembers(db, 'default', 1);
    expect(await languageOf(member!, 'Europe/Riga')).toBe('lv');
    expect(await languageOf(member!, 'Europe/Tallinn')).toBe('et');
    expect(await languageOf(member!, 'Europe/Helsinki')).toBe('en');

    await db.query(
      `INSERT INTO calendar_feeds (tenant, user_id, token_hash, language, created_at) VALUES ('default', $1, $2, 'en', now())`,
      [member, `hash-${member}`],
    );
    expect(await languageOf(member!, 'Europe/Riga')).toBe('en');

    for (const [language, at] of [
      ['et', '2026-11-01T10:00:00Z'],
      ['lv', '2026-11-02T10:00:00Z'],
    ] as const)
      await db.query(
        `INSERT INTO push_subscriptions (tenant, user_id, endpoint, p256dh, auth, language, updated_at)
         VALUES ('default', $1, $2, 'k', 'a', $3, $4)`,
        [member, `https://push.example/${member}/${language}`, language, at],
      );
    expect(await languageOf(member!, 'Europe/Tallinn')).toBe('lv');
    // an unknown person (a trainer has no user row) reads the club's country's
    expect(await languageOf(-1, 'Europe/Tallinn')).toBe('et');
  });
});
