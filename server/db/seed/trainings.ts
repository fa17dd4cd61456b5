import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays, todayInZone } from '../../../src/common/calendar.ts';
import type { Db } from '../db.ts';
import { FULL_PLACES, FULL_WAITING, isFull, ordinaryBookings, placesByType, runsOn, slots } from './training-plan.ts';

type Refs = {
  clubIds: number[];
  roomIds: number[];
  trainerIds: number[];
  styleIds: number[];
  unitIds: number[];
  memberIds: number[];
};

type Planned = { id: number; day: number; slot: number; full: boolean; personal: boolean; clubIndex: number };
type Registration = { training_id: number; user_id: number; status: 'booked' | 'waiting'; presence: boolean };

const FIRST_DAY = -14;
const DAYS = 28;

function pick<T>(list: readonly T[], i: number): T | null {
  return list.length === 0 ? null : (list[((i % list.length) + list.length) % list.length] ?? null);
}

/**
 * Four weeks of classes around today (two back, two ahead) in the tenant's clubs, rooms and
 * styles; every fifth class full with a waiting list; past classes with attendance; the demo
 * member (memberIds[0]) booked on a few past and future classes and waiting on one.
 */
export async function seedTrainings(db: Db, tenant: TenantId, refs: Refs, now: Date): Promise<void> {
  const clubs = await db.query<{ id: number; time_zone: string }>(
    'SELECT id, time_zone FROM clubs WHERE id = ANY($1::int[]) ORDER BY id',
    [refs.clubIds],
  );
  const rooms = await db.query<{ id: number; club_id: number; name: string }>(
    'SELECT id, club_id, name FROM rooms WHERE id = ANY($1::int[]) ORDER BY id',
    [refs.roomIds],
  );
  const units = await db.query<{ id: number; club_id: number }>(
    'SELECT id, club_id FROM units WHERE id = ANY($1::int[]) ORDER BY id',
    [refs.unitIds],
  );
  const styles = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM training_styles WHERE id = ANY($1::int[]) ORDER BY id',
    [refs.styleIds],
  );
  const trainers = await db.query<{ id: number }>(
    'SELECT id FROM trainers WHERE id = ANY($1::int[]) AND active ORDER BY id',
    [refs.trainerIds],
  );
  if (clubs.length === 0 || rooms.length === 0) return;

  const plan: Planned[] = [];
  const rows: Record<string, unknown>[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = FIRST_DAY + d;
    slots.forEach((slot, i) => {
      if (!runsOn(i, day)) return;
      const club = clubs[slot.club % clubs.length] ?? clubs[0]!;
      const clubRooms = rooms.filter((r) => r.club_id === club.id);
      const room = clubRooms.find((r) => r.name.toLowerCase().includes(slot.room)) ?? clubRooms[0] ?? rooms[0]!;
      const full = isFull(i, day, slot.type);
      const personal = slot.type === 'personal';
      plan.push({ id: 0, day, slot: i, full, personal, clubIndex: slot.club });
      rows.push({
        tenant,
        club_id: club.id,
        name: slot.name,
        name_prefix: d === DAYS - 3 && i === 0 ? 'NEW' : '',
        room_id: room.id,
        unit_id: units.find((u) => u.club_id === club.id)?.id ?? null,
        trainer_id: pick(trainers, i)?.id ?? null,
        style_id: styles.find((s) => s.name === slot.style)?.id ?? pick(styles, i)?.id ?? null,
        training_type: slot.type,
        local_start: `${addDays(todayInZone(club.time_zone, now), day)} ${slot.time}`,
        minutes: slot.minutes,
        time_zone: club.time_zone,
        max_places: full ? FULL_PLACES : placesByType[slot.type],
        is_public: !personal,
        waiting_list_allowed: !personal,
        public_comment: full ? 'Popular class: join the waiting list if it is full.' : '',
        private_comment: personal ? 'Bring the training plan.' : '',
      });
    });
  }
  // local wall-clock times become instants in the club's zone (correct on DST days)
  const inserted = await insertTrainings(db, rows);
  inserted.forEach((row, k) => {
    plan[k]!.id = row.id;
  });
  const startOf = new Map(inserted.map((r) => [r.id, r.start_at]));
  await formWeeklySeries(db, tenant, plan);

  const registrations = planRegistrations(plan, refs.memberIds, startOf, now);
  // the demo member cancelled nothing: one future class of day +2 is cancelled by the club instead
  const cancelled = plan.find(
    (p) =>
      p.day === 2 &&
      !p.full &&
      !p.personal &&
      !registrations.some((r) => r.training_id === p.id && r.user_id === refs.memberIds[0]),
  );
  if (cancelled)
    await db.query('UPDATE trainings SET cancelled_at = $2, public_comment = $3 WHERE id = $1', [
      cancelled.id,
      now,
      'Cancelled: the trainer is ill.',
    ]);
  await insertRegistrations(db, tenant, registrations, startOf, now);
}

async function insertTrainings(db: Db, rows: Record<string, unknown>[]): Promise<{ id: number; start_at: Date }[]> {
  const col = (name: string) => rows.map((r) => r[name]);
  return db.query<{ id: number; start_at: Date }>(
    `INSERT INTO trainings (tenant, club_id, name, name_prefix, room_id, unit_id, trainer_id, style_id, training_type,
       start_at, end_at, max_places, is_public, waiting_list_allowed, public_comment, private_comment)
     SELECT x.tenant, x.club_id, x.name, x.name_prefix, x.room_id, x.unit_id, x.trainer_id, x.style_id, x.training_type,
       x.local_start::timestamp AT TIME ZONE x.time_zone,
       (x.local_start::timestamp AT TIME ZONE x.time_zone) + x.minutes * interval '1 minute',
       x.max_places, x.is_public, x.waiting_list_allowed, x.public_comment, x.private_comment
     FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[],
       $10::text[], $11::int[], $12::text[], $13::int[], $14::bool[], $15::bool[], $16::text[], $17::text[])
       WITH ORDINALITY AS x(tenant, club_id, name, name_prefix, room_id, unit_id, trainer_id, style_id, training_type,
       local_start, minutes, time_zone, max_places, is_public, waiting_list_allowed, public_comment, private_comment, n)
     ORDER BY x.n
     RETURNING id, start_at`,
    [
      col('tenant'),
      col('club_id'),
      col('name'),
      col('name_prefix'),
      col('room_id'),
      col('unit_id'),
      col('trainer_id'),
      col('style_id'),
      col('training_type'),
      col('local_start'),
      col('minutes'),
      col('time_zone'),
      col('max_places'),
      col('is_public'),
      col('waiting_list_allowed'),
      col('public_comment'),
      col('private_comment'),
    ],
  );
}

/**
 * The recurring classes form weekly series, as the club's "repeat weekly" makes them: one series per slot and
 * weekday (a week the slot does not run is a gap in it), so members can book a class every week. Personal
 * trainings stay single.
 */
async function formWeeklySeries(db: Db, tenant: TenantId, plan: readonly Planned[]): Promise<void> {
  const members = new Map<string, number[]>();
  for (const p of plan) {
    if (p.personal) continue;
    const key = `${p.slot}:${(((p.day - FIRST_DAY) % 7) + 7) % 7}`;
    members.set(key, [...(members.get(key) ?? []), p.id]);
  }
  const groups = [...members.values()].filter((ids) => ids.length > 1);
  if (groups.length === 0) return;
  const series = await db.query<{ id: number }>(
    'INSERT INTO training_series (tenant) SELECT $1 FROM generate_series(1, $2::int) ORDER BY 1 RETURNING id',
    [tenant, groups.length],
  );
  const ids = groups.flatMap((group) => group);
  const seriesIds = groups.flatMap((group, i) => group.map(() => series[i]!.id));
  await db.query(
    `UPDATE trainings t SET series_id = x.series_id FROM unnest($1::int[], $2::int[]) AS x(id, series_id) WHERE t.id = x.id`,
    [ids, seriesIds],
  );
}

/** Other members fill classes in rotation; the demo member gets a few past and future places. */
function planRegistrations(
  plan: Planned[],
  memberIds: number[],
  startOf: Map<number, Date>,
  now: Date,
): Registration[] {
  const demo = memberIds[0];
  const others = memberIds.slice(2);
  const out: Registration[] = [];
  plan.forEach((p, k) => {
    const past = (startOf.get(p.id) ?? now) <= now;
    const places = p.full ? FULL_PLACES : p.personal ? 1 : ordinaryBookings(p.slot, p.day, 16);
    const booked = Math.min(places, others.length);
    const waiting = p.full ? Math.max(0, Math.min(FULL_WAITING, others.length - booked)) : 0;
    for (let j = 0; j < booked + waiting; j++) {
      const user = others[(k * 5 + j) % others.length]!;
      const status = j < booked ? 'booked' : 'waiting';
      out.push({
        training_id: p.id,
        user_id: user,
        status,
        presence: past && status === 'booked' && (user + p.id) % 6 !== 0,
      });
    }
  });
  if (demo === undefined) return out;
  const open = (p: Planned) => !p.full && !p.personal;
  const firstOn = (day: number, ok: (p: Planned) => boolean) => plan.find((p) => p.day === day && ok(p));
  for (const day of [1, 3, 5]) {
    const p = firstOn(day, (q) => open(q) && (startOf.get(q.id) ?? now) > now);
    if (p) out.push({ training_id: p.id, user_id: demo, status: 'booked', presence: false });
  }
  const queued = firstOn(2, (q) => q.full) ?? plan.find((q) => q.full && q.day > 0);
  if (queued) out.push({ training_id: queued.id, user_id: demo, status: 'waiting', presence: false });
  for (const day of [-1, -2, -4, -6, -9, -13]) {
    const p = firstOn(day, open);
    if (p) out.push({ training_id: p.id, user_id: demo, status: 'booked', presence: day !== -4 });
  }
  return out;
}

/** Queue order is the order planned: queued_at 0.1 s apart, well before the class. */
async function insertRegistrations(
  db: Db,
  tenant: TenantId,
  regs: Registration[],
  startOf: Map<number, Date>,
  now: Date,
): Promise<void> {
  const queuedAt = regs.map((r, i) => {
    const start = startOf.get(r.training_id) ?? now;
    return new Date(Math.min(start.getTime() - 2 * 86_400_000, now.getTime() - 3_600_000) + i * 100).toISOString();
  });
  // arrays, not one VALUES row per registration: five parameters instead of thousands
  await db.query(
    `INSERT INTO registrations (tenant, training_id, user_id, status, presence, queued_at, created_at)
     SELECT $1, x.training_id, x.user_id, x.status, x.presence, x.queued_at, x.queued_at
     FROM unnest($2::int[], $3::int[], $4::text[], $5::bool[], $6::timestamptz[]) AS x(training_id, user_id, status, presence, queued_at)`,
    [
      tenant,
      regs.map((r) => r.training_id),
      regs.map((r) => r.user_id),
      regs.map((r) => r.status),
      regs.map((r) => r.presence),
      queuedAt,
    ],
  );
}
