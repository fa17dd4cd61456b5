import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { getTenant } from '../../../tenants/registry.ts';
import type { Db } from '../db.ts';
import { insertIds, insertRows } from './insert-rows.ts';

export const styles = [
  { name: 'Yoga', color: '#8e44ad' },
  { name: 'Pilates', color: '#e67e22' },
  { name: 'Spinning', color: '#e74c3c' },
  { name: 'Body pump', color: '#2980b9' },
  { name: 'Zumba', color: '#f1c40f' },
  { name: 'Aqua aerobics', color: '#1abc9c' },
  { name: 'Functional', color: '#27ae60' },
  { name: 'Stretching', color: '#7f8c8d' },
];

const trainerNames = [
  ['Mari Tamm', '+37255500001'],
  ['Jaan Kask', '+37255500002'],
  ['Liis Lepp', '+37255500003'],
  ['Andres Mets', '+37255500004'],
  ['Kadri Saar', '+37255500005'],
] as const;

export const clubTimeZone = (tenant: TenantId) => (tenant === 'fitnessbrand-lv' ? 'Europe/Riga' : 'Europe/Tallinn');

/** Two clubs, each with two room groups, four rooms and two units; styles and trainers are per tenant. */
export async function seedClubs(db: Db, tenant: TenantId) {
  const brand = getTenant(tenant).brandName;
  const timeZone = clubTimeZone(tenant);
  const clubIds = await insertIds(db, 'clubs', [
    {
      tenant,
      name: `${brand} City`,
      time_zone: timeZone,
      booking_window_days: 14,
      cancel_deadline_hours: 2,
      active_bookings_limit: 10,
      same_day_limit: 2,
      same_type_per_day_limit: 1,
    },
    {
      tenant,
      name: `${brand} Harbour`,
      time_zone: timeZone,
      booking_window_days: 7,
      cancel_deadline_hours: 12,
      active_bookings_limit: 6,
      same_day_limit: 1,
      same_type_per_day_limit: 1,
    },
  ]);
  const roomGroupIds = await insertIds(
    db,
    'room_groups',
    clubIds.flatMap((clubId) => [
      { tenant, club_id: clubId, name: 'Studios' },
      { tenant, club_id: clubId, name: 'Gym and pool' },
    ]),
  );
  const roomIds = await insertIds(
    db,
    'rooms',
    clubIds.flatMap((clubId, i) => [
      { tenant, club_id: clubId, group_id: roomGroupIds[i * 2], name: 'Studio 1', bookable: true },
      { tenant, club_id: clubId, group_id: roomGroupIds[i * 2], name: 'Studio 2', bookable: true },
      { tenant, club_id: clubId, group_id: roomGroupIds[i * 2 + 1], name: 'Gym', bookable: true },
      { tenant, club_id: clubId, group_id: roomGroupIds[i * 2 + 1], name: 'Pool', bookable: i === 0 },
    ]),
  );
  const unitIds = await insertIds(
    db,
    'units',
    clubIds.flatMap((clubId) => [
      { tenant, club_id: clubId, name: 'Group training' },
      { tenant, club_id: clubId, name: 'Personal training' },
    ]),
  );
  const styleIds = await insertIds(
    db,
    'training_styles',
    styles.map((style) => ({ tenant, ...style })),
  );
  // Studios suit every dry style; the gym suits strength; the pool suits aqua.
  const roomStyles = roomIds.flatMap((roomId, i) => {
    const kind = i % 4;
    const names =
      kind === 3
        ? ['Aqua aerobics']
        : kind === 2
          ? ['Body pump', 'Functional', 'Spinning']
          : styles.map((s) => s.name).filter((n) => n !== 'Aqua aerobics');
    return names.map((name) => ({ room_id: roomId, style_id: styleIds[styles.findIndex((s) => s.name === name)] }));
  });
  await insertRows(db, 'room_styles', roomStyles);
  const trainerIds = await insertIds(
    db,
    'trainers',
    trainerNames.map(([name, phone], i) => ({ tenant, name, phone, active: i < 4 })),
  );
  return { clubIds, roomGroupIds, roomIds, unitIds, styleIds, trainerIds };
}
