import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { insertIds } from '../db/seed/insert-rows.ts';
import type { FamilyIds, SeededTenant } from '../db/seed/refs.ts';
import { seedTenant } from '../db/seed/tenant.ts';
import { hashDemoPasswords, type PasswordHashes } from '../db/seed/users.ts';
import { seedApiKeys, type FixtureApiKeys } from './fixture-api-keys.ts';

/** The two tenants of the test fixture: requests go to `main` unless a test says otherwise. */
export const fixtureTenants = { main: 'default', other: 'reval' } as const satisfies Record<string, TenantId>;
export type FixtureSide = keyof typeof fixtureTenants;

export type TenantFixture = Omit<SeededTenant, 'family'> & {
  /** `member`'s and `member2`'s children (issue 38) */
  family: FamilyIds;
  /** Classes of the first club, first room, taught by the `trainer` user's trainer. */
  trainings: {
    /** Tomorrow, 10 places, `member` booked. */
    upcoming: number;
    /** In two days, 1 place taken by `member2`, waiting list allowed. */
    full: number;
    /** A week ago, `member` attended, `member2` booked but absent. */
    past: number;
    /** Three days ago, a personal training of `member`, attended. */
    personal: number;
  };
  registrations: { memberUpcoming: number; memberPast: number; member2Full: number };
  /** `member2`'s no-show in `past`, as a strike (the clubs' strike rules are off: it blocks nothing). */
  strikes: { member2Past: number };
  /** `member`'s standing booking ("book every week") of `upcoming`'s weekly series. */
  standingBookings: { member: number };
  /** `member`'s latest invoice. */
  invoiceId: number;
  /** The club's webhook endpoint (class.cancelled only, to a public address) and one delivery of it. */
  webhooks: { endpoint: number; delivery: number };
  /** The club's API keys (fixture-api-keys.ts). */
  apiKeys: FixtureApiKeys;
  /** `member`'s valid entry code and its expired one. */
  entryCode: string;
  expiredEntryCode: string;
};
export type TestFixture = Record<FixtureSide, TenantFixture>;

let hashes: Promise<PasswordHashes> | undefined;

async function seedFixtureTenant(
  db: Db,
  tenant: TenantId,
  now: Date,
  passwordHashes: PasswordHashes,
): Promise<TenantFixture> {
  const seeded = await seedTenant(db, tenant, { hashes: passwordHashes, now, extraMembers: 3, families: true });
  const { family } = seeded;
  if (!family) throw new Error('fixture families missing');
  const { refs, users } = seeded;
  const at = (hours: number) => new Date(now.getTime() + hours * 3600_000);
  const training = (name: string, startHours: number, maxPlaces: number, type = 'group') => ({
    tenant,
    club_id: refs.clubIds[0],
    name,
    room_id: refs.roomIds[0],
    unit_id: refs.unitIds[0],
    trainer_id: refs.trainerIds[0],
    style_id: refs.styleIds[0],
    training_type: type,
    start_at: at(startHours),
    end_at: at(startHours + 1),
    max_places: maxPlaces,
  });
  const [upcoming, full, past, personal] = await insertIds(db, 'trainings', [
    training('Morning yoga', 24, 10),
    training('Evening yoga', 48, 1),
    training('Yoga last week', -24 * 7, 10),
    training('Personal training', -24 * 3, 1, 'personal'),
  ]);
  if (upcoming === undefined || full === undefined || past === undefined || personal === undefined)
    throw new Error('fixture trainings missing');
  const registration = (trainingId: number, userId: number, presence: boolean) => ({
    tenant,
    training_id: trainingId,
    user_id: userId,
    status: 'booked',
    presence,
  });
  const [memberUpcoming, memberPast, member2Full, member2Past] = await insertIds(db, 'registrations', [
    registration(upcoming, users.member, false),
    registration(past, users.member, true),
    registration(full, users.member2, false),
    registration(past, users.member2, false),
    registration(personal, users.member, true),
  ]);
  if (
    memberUpcoming === undefined ||
    memberPast === undefined ||
    member2Full === undefined ||
    member2Past === undefined
  )
    throw new Error('fixture registrations missing');
  const [member2PastStrike] = await insertIds(db, 'member_strikes', [
    {
      tenant,
      club_id: refs.clubIds[0],
      user_id: users.member2,
      registration_id: member2Past,
      training_id: past,
      kind: 'noShow',
      counted_at: at(-24 * 7 + 1.5),
    },
  ]);
  if (member2PastStrike === undefined) throw new Error('fixture strike missing');
  const [seriesId] = await insertIds(db, 'training_series', [{ tenant }]);
  await db.query('UPDATE trainings SET series_id = $1 WHERE id = $2', [seriesId, upcoming]);
  const [memberStanding] = await insertIds(db, 'standing_bookings', [
    { tenant, club_id: refs.clubIds[0], user_id: users.member, series_id: seriesId, created_at: now, starts_from: now },
  ]);
  if (memberStanding === undefined) throw new Error('fixture standing booking missing');
  const codes = await db.query<{ code: string; valid_until: string }>(
    `SELECT code, valid_until::text AS valid_until FROM entry_codes WHERE tenant = $1 AND user_id = $2 ORDER BY valid_until`,
    [tenant, users.member],
  );
  const [invoice] = await db.query<{ id: number }>(
    'SELECT id FROM invoices WHERE tenant = $1 AND user_id = $2 ORDER BY invoice_date DESC, id DESC LIMIT 1',
    [tenant, users.member],
  );
  if (!invoice) throw new Error('fixture invoice missing');
  const [endpoint] = await insertIds(db, 'webhook_endpoints', [
    {
      tenant,
      url: 'https://hooks.example.com/club',
      event_types: ['class.cancelled'],
      secret: `whsec_${'A'.repeat(44)}`,
    },
  ]);
  const [delivery] = await insertIds(db, 'webhook_deliveries', [
    {
      tenant,
      endpoint_id: endpoint,
      webhook_id: `msg_fixture_${tenant}`,
      event_id: 'evt_fixture',
      type: 'class.cancelled',
      payload: {},
    },
  ]);
  if (endpoint === undefined || delivery === undefined) throw new Error('fixture webhooks missing');
  const apiKeys = await seedApiKeys(db, tenant, now);
  return {
    ...seeded,
    family,
    invoiceId: invoice.id,
    trainings: { upcoming, full, past, personal },
    registrations: { memberUpcoming, memberPast, member2Full },
    strikes: { member2Past: member2PastStrike },
    standingBookings: { member: memberStanding },
    webhooks: { endpoint, delivery },
    apiKeys,
    expiredEntryCode: codes[0]?.code ?? '',
    entryCode: codes[1]?.code ?? '',
  };
}

/** Two small tenants: the demo accounts, 3 extra members, member data and four classes each. */
export async function seedFixture(db: Db, now: Date): Promise<TestFixture> {
  hashes ??= hashDemoPasswords();
  const passwordHashes = await hashes;
  return {
    main: await seedFixtureTenant(db, fixtureTenants.main, now, passwordHashes),
    other: await seedFixtureTenant(db, fixtureTenants.other, now, passwordHashes),
  };
}
