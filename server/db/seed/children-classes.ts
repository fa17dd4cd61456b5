import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays, todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../db.ts';

/** A children's class with age limits (issue 38 point 7), every day at 15:00 in the first club. */
type ChildrenClass = { name: string; room: string; style: string; minAge: number; maxAge: number; places: number };

/**
 * The school's and the swimming hall's children's classes. The demo parent's Lenna (7) fits both; Robin (14) is
 * too old for them, so the app refuses him by age (seed/parent-family.ts has their ages).
 */
export const childrenClasses: Partial<Record<TenantId, ChildrenClass>> = {
  school: { name: "Kids' gymnastics", room: 'studio', style: 'Stretching', minAge: 6, maxAge: 9, places: 12 },
  swimminghall: { name: 'Swimming for kids', room: 'pool', style: 'Aqua aerobics', minAge: 5, maxAge: 8, places: 10 },
};

const FIRST_DAY = -14;
const DAYS = 28;

/**
 * Four weeks of the tenant's children's class around today (as the other classes, trainings.ts), at 15:00 when
 * the rooms are free, each weekday a weekly series so a parent can book it every week. Tenants without one: nothing.
 */
export async function seedChildrenClasses(db: Db, tenant: TenantId, clubIds: readonly number[], now: Date) {
  const plan = childrenClasses[tenant];
  const clubId = clubIds[0];
  if (!plan || clubId === undefined) return;
  const [club] = await db.query<{ time_zone: string; room_id: number | null; style_id: number | null }>(
    `SELECT c.time_zone,
       (SELECT r.id FROM rooms r WHERE r.club_id = c.id AND lower(r.name) LIKE '%' || $2 || '%' ORDER BY r.id LIMIT 1) AS room_id,
       (SELECT s.id FROM training_styles s WHERE s.tenant = c.tenant AND s.name = $3 ORDER BY s.id LIMIT 1) AS style_id
     FROM clubs c WHERE c.id = $1`,
    [clubId, plan.room, plan.style],
  );
  if (!club || club.room_id === null) return;
  const series = await db.query<{ id: number }>(
    'INSERT INTO training_series (tenant) SELECT $1 FROM generate_series(1, 7) ORDER BY 1 RETURNING id',
    [tenant],
  );
  const today = todayInZone(club.time_zone, now);
  const days = Array.from({ length: DAYS }, (_, d) => FIRST_DAY + d);
  await db.query(
    `INSERT INTO trainings (tenant, club_id, name, room_id, style_id, training_type, start_at, end_at, max_places,
       is_public, waiting_list_allowed, min_age, max_age, series_id)
     SELECT $1, $2, $3, $4, $5, $6, x.local::timestamp AT TIME ZONE $7,
       (x.local::timestamp AT TIME ZONE $7) + interval '45 minutes', $8, true, true, $9, $10, x.series_id
     FROM unnest($11::text[], $12::int[]) AS x(local, series_id)`,
    [
      tenant,
      clubId,
      plan.name,
      club.room_id,
      club.style_id,
      plan.room === 'pool' ? 'pool' : 'group',
      club.time_zone,
      plan.places,
      plan.minAge,
      plan.maxAge,
      days.map((day) => `${addDays(today, day)} 15:00`),
      days.map((day) => series[(((day - FIRST_DAY) % 7) + 7) % 7]!.id),
    ],
  );
}
