import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { loginBody } from './login.ts';

/** The demo users whose daily requests these are (server/db/seed/users.ts). */
export type DailyRole = 'member' | 'trainer' | 'admin';

/** One request the app sends every day, as a path under the API prefix. */
export type DailyCall = {
  name: string;
  as: DailyRole | null;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
};

/** What the calls are about in one club: its demo users, a week, and a class, room and trainer of it. */
export type DailyContext = {
  memberUserId: number;
  trainerId: number;
  roomId: number;
  /** A class of the demo trainer this week. */
  trainerClassId: number;
  /** A class ahead, within the booking window, that the demo member holds no place in. */
  bookableClassId: number;
  cardCode: string | null;
  weekFrom: Date;
  weekTo: Date;
  today: string;
};

const DAY = 24 * 3600_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function dailyContext(db: Db, tenant: TenantId, now: Date): Promise<DailyContext> {
  const weekFrom = new Date(Math.floor(now.getTime() / DAY) * DAY - 2 * DAY);
  const weekTo = new Date(weekFrom.getTime() + 7 * DAY);
  const [row] = await db.query<Omit<DailyContext, 'weekFrom' | 'weekTo' | 'today'>>(
    `SELECT m.id AS "memberUserId", tu.trainer_id AS "trainerId",
       (SELECT t.room_id FROM trainings t WHERE t.tenant = $1 AND t.trainer_id = tu.trainer_id
          AND t.start_at >= $3 AND t.start_at < $4 ORDER BY t.start_at LIMIT 1) AS "roomId",
       (SELECT t.id FROM trainings t WHERE t.tenant = $1 AND t.trainer_id = tu.trainer_id
          AND t.start_at >= $3 AND t.start_at < $4 ORDER BY t.booked_count DESC, t.id LIMIT 1) AS "trainerClassId",
       (SELECT t.id FROM trainings t WHERE t.tenant = $1 AND t.cancelled_at IS NULL AND t.start_at > $2::timestamptz + interval '1 day'
          AND t.start_at < $2::timestamptz + interval '3 days' AND t.booked_count < t.max_places
          AND NOT EXISTS (SELECT 1 FROM registrations g WHERE g.training_id = t.id AND g.user_id = m.id)
        ORDER BY t.start_at, t.id LIMIT 1) AS "bookableClassId",
       (SELECT e.code FROM entry_codes e WHERE e.tenant = $1 AND e.user_id = m.id ORDER BY e.code LIMIT 1) AS "cardCode"
     FROM users m, users tu
     WHERE m.tenant = $1 AND m.username = 'member' AND tu.tenant = $1 AND tu.username = 'trainer'`,
    [tenant, now, weekFrom, weekTo],
  );
  if (!row?.trainerClassId || !row.bookableClassId || !row.roomId) throw new Error(`no week of classes in ${tenant}`);
  return { ...row, weekFrom, weekTo, today: isoDate(now) };
}

/**
 * The requests of a day in the app, per role (issue #35's table): what must cost the same in a club of ten
 * years as in a new one. Booking is followed by its cancellation, so the calls can be repeated.
 */
export function dailyCalls(ctx: DailyContext, now: Date): DailyCall[] {
  const week = `from=${ctx.weekFrom.toISOString()}&to=${ctx.weekTo.toISOString()}`;
  const yearAgo = isoDate(new Date(now.getTime() - 365 * DAY));
  const slotFrom = new Date(now.getTime() + 2 * DAY).toISOString();
  const slotTo = new Date(now.getTime() + 2 * DAY + 3600_000).toISOString();
  return [
    {
      name: 'login',
      as: null,
      method: 'POST',
      path: '/account/login',
      body: loginBody('MEMBER', 'not the password'),
    },
    { name: 'public week', as: null, method: 'GET', path: `/public/schedule?${week}` },
    { name: 'member week', as: 'member', method: 'GET', path: `/user/schedule?${week}` },
    { name: 'class by id', as: 'member', method: 'GET', path: `/user/schedule/${ctx.bookableClassId}` },
    { name: 'book', as: 'member', method: 'POST', path: `/user/registration/${ctx.bookableClassId}` },
    { name: 'cancel', as: 'member', method: 'DELETE', path: `/user/registration/${ctx.bookableClassId}` },
    { name: 'member registrations', as: 'member', method: 'GET', path: `/user/registration?${week}` },
    { name: 'invoices (1 year)', as: 'member', method: 'GET', path: `/user/invoice?from=${yearAgo}&to=${ctx.today}` },
    { name: 'contracts', as: 'member', method: 'GET', path: '/user/contract' },
    { name: 'vouchers', as: 'member', method: 'GET', path: '/user/card/voucher' },
    { name: 'entry codes', as: 'member', method: 'GET', path: '/user/card' },
    { name: 'member statistics (active)', as: 'member', method: 'GET', path: '/user/statistics?period=active' },
    { name: 'notices', as: 'member', method: 'GET', path: '/user/notice' },
    { name: 'trainer statistics (active)', as: 'trainer', method: 'GET', path: '/trainer/statistics?period=active' },
    { name: 'trainer statistics (month)', as: 'trainer', method: 'GET', path: '/trainer/statistics?period=month' },
    {
      name: 'personal trainings (1 year)',
      as: 'trainer',
      method: 'GET',
      path: `/trainer/statistics/personal-trainings?from=${yearAgo}&to=${ctx.today}`,
    },
    {
      name: 'personal trainings list (1 year, first page)',
      as: 'trainer',
      method: 'GET',
      path: `/trainer/statistics/personal-trainings/list?from=${yearAgo}&to=${ctx.today}`,
    },
    { name: 'participants', as: 'trainer', method: 'GET', path: `/trainer/registration/class/${ctx.trainerClassId}` },
    ...(ctx.cardCode
      ? [
          {
            name: 'card at the door',
            as: 'trainer' as const,
            method: 'GET' as const,
            path: `/trainer/card/${ctx.cardCode}`,
          },
        ]
      : []),
    { name: 'admin week', as: 'admin', method: 'GET', path: `/admin/schedule?${week}` },
    {
      name: 'room availability',
      as: 'admin',
      method: 'GET',
      path: `/admin/room/availability?roomIds=${ctx.roomId}&from=${slotFrom}&to=${slotTo}`,
    },
    {
      name: 'trainer availability',
      as: 'admin',
      method: 'GET',
      path: `/admin/trainer/availability?trainerId=${ctx.trainerId}&from=${slotFrom}&to=${slotTo}`,
    },
  ];
}
