import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { TrainingType } from '../../src/api/contract/schedule.ts';

/*
 * Builders for booking tests, the bench and the chaos run: one club, room, trainer and style, members and
 * classes, in a database from test-db.ts (tests: openTestDb; scripts: openOwnDb).
 */

export type ClubRuleOverrides = Partial<{
  time_zone: string;
  booking_window_days: number;
  cancel_deadline_hours: number;
  active_bookings_limit: number;
  same_day_limit: number;
  same_type_per_day_limit: number;
}>;

export type TestClub = {
  clubId: number;
  roomId: number;
  room2Id: number;
  trainerId: number;
  trainer2Id: number;
  styleId: number;
  unitId: number;
};

export async function makeClub(db: Db, tenant: TenantId, rules: ClubRuleOverrides = {}): Promise<TestClub> {
  const r = {
    time_zone: 'Europe/Tallinn',
    booking_window_days: 14,
    cancel_deadline_hours: 2,
    active_bookings_limit: 10,
    same_day_limit: 2,
    same_type_per_day_limit: 1,
    ...rules,
  };
  const [club] = await db.query<{ id: number }>(
    `INSERT INTO clubs (tenant, name, time_zone, booking_window_days, cancel_deadline_hours, active_bookings_limit,
       same_day_limit, same_type_per_day_limit) VALUES ($1, 'Test club', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      tenant,
      r.time_zone,
      r.booking_window_days,
      r.cancel_deadline_hours,
      r.active_bookings_limit,
      r.same_day_limit,
      r.same_type_per_day_limit,
    ],
  );
  const clubId = club!.id;
  const one = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params))[0]!.id;
  const groupId = await one(`INSERT INTO room_groups (tenant, club_id, name) VALUES ($1, $2, 'Halls') RETURNING id`, [
    tenant,
    clubId,
  ]);
  const roomId = await one(
    `INSERT INTO rooms (tenant, club_id, group_id, name) VALUES ($1, $2, $3, 'Hall A') RETURNING id`,
    [tenant, clubId, groupId],
  );
  const room2Id = await one(
    `INSERT INTO rooms (tenant, club_id, group_id, name) VALUES ($1, $2, $3, 'Hall B') RETURNING id`,
    [tenant, clubId, groupId],
  );
  const trainerId = await one(
    `INSERT INTO trainers (tenant, name, phone) VALUES ($1, 'Tiina Trainer', '+3725550001') RETURNING id`,
    [tenant],
  );
  const trainer2Id = await one(
    `INSERT INTO trainers (tenant, name, phone) VALUES ($1, 'Toomas Trainer', '+3725550002') RETURNING id`,
    [tenant],
  );
  const styleId = await one(
    `INSERT INTO training_styles (tenant, name, color) VALUES ($1, 'Yoga', '#44aa88') RETURNING id`,
    [tenant],
  );
  const unitId = await one(`INSERT INTO units (tenant, club_id, name) VALUES ($1, $2, 'Fitness') RETURNING id`, [
    tenant,
    clubId,
  ]);
  await db.query('INSERT INTO room_styles (room_id, style_id) VALUES ($1, $2)', [roomId, styleId]);
  return { clubId, roomId, room2Id, trainerId, trainer2Id, styleId, unitId };
}

/** n members with phones (password hashes are placeholders: these tests never log in). */
export async function makeMembers(db: Db, tenant: TenantId, n: number, status = 0): Promise<number[]> {
  const prefix = randomBytes(4).toString('hex');
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (tenant, username, email, phone, first_name, last_name, password_hash, client_code, status)
     SELECT $1, $2 || '-m' || i, $2 || '-m' || i || '@example.test', '+37250' || lpad(i::text, 5, '0'), 'Member', 'No ' || i,
       'not-a-login', $2 || '-' || i, $4
     FROM generate_series(1, $3::int) AS i ORDER BY i RETURNING id`,
    [tenant, prefix, n, status],
  );
  return rows.map((r) => r.id);
}

export type TrainingSpec = {
  club: TestClub;
  start: Date;
  minutes?: number;
  maxPlaces?: number;
  waitingListAllowed?: boolean;
  trainingType?: TrainingType;
  roomId?: number;
  trainerId?: number | null;
  isPublic?: boolean;
  name?: string;
};

export async function makeTraining(db: Db, tenant: TenantId, spec: TrainingSpec): Promise<number> {
  const end = new Date(spec.start.getTime() + (spec.minutes ?? 60) * 60_000);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO trainings (tenant, club_id, name, room_id, unit_id, trainer_id, style_id, training_type, start_at, end_at,
       max_places, is_public, waiting_list_allowed, private_comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'staff only') RETURNING id`,
    [
      tenant,
      spec.club.clubId,
      spec.name ?? 'Morning yoga',
      spec.roomId ?? spec.club.roomId,
      spec.club.unitId,
      spec.trainerId === undefined ? spec.club.trainerId : spec.trainerId,
      spec.club.styleId,
      spec.trainingType ?? 'group',
      spec.start,
      end,
      spec.maxPlaces ?? 10,
      spec.isPublic ?? true,
      spec.waitingListAllowed ?? true,
    ],
  );
  return row!.id;
}

export const hours = (n: number) => n * 3600_000;
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
