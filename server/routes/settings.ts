import { Hono } from 'hono';
import type { PublicSettings } from '../../src/api/contract/settings.ts';
import type { AppEnv } from '../app-env.ts';
import { labelsFor } from '../http/labels.ts';

export const settingsRoutes = new Hono<AppEnv>();

type ClubRow = {
  id: number;
  name: string;
  time_zone: string;
  booking_window_days: number;
  cancel_deadline_hours: number;
  active_bookings_limit: number;
  same_day_limit: number;
  same_type_per_day_limit: number;
};

/** GET /public/settings: clubs (named in the request's language) with their time zone and booking rules. */
settingsRoutes.get('/public/settings', async (c) => {
  const rows = await c.var.db.query<ClubRow>(
    `SELECT id, name, time_zone, booking_window_days, cancel_deadline_hours, active_bookings_limit, same_day_limit,
       same_type_per_day_limit FROM clubs WHERE tenant = $1 ORDER BY id`,
    [c.var.tenant],
  );
  const localize = await labelsFor(c);
  const body: PublicSettings = {
    tenant: c.var.tenant,
    clubs: rows.map((r) => ({
      id: r.id,
      name: localize(r.name),
      timeZone: r.time_zone,
      bookingRules: {
        bookingWindowDays: r.booking_window_days,
        cancelDeadlineHours: r.cancel_deadline_hours,
        activeBookingsLimit: r.active_bookings_limit,
        sameDayLimit: r.same_day_limit,
        sameTypePerDayLimit: r.same_type_per_day_limit,
      },
    })),
  };
  return c.json(body);
});
