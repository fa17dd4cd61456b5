import * as v from 'valibot';
import { defaultPageRules, PageRules } from '../../src/api/contract/page.ts';
import type { PublicSettings } from '../../src/api/contract/settings.ts';
import type { TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { clubContact } from './club-contact.ts';
import type { Localize } from './labels.ts';

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

/** The tenant's clubs (named through `localize`) with their time zone and booking rules, and the club's contact. */
export async function publicSettings(db: Db, tenant: TenantId, localize: Localize): Promise<PublicSettings> {
  const rows = await db.query<ClubRow>(
    `SELECT id, name, time_zone, booking_window_days, cancel_deadline_hours, active_bookings_limit, same_day_limit,
       same_type_per_day_limit FROM clubs WHERE tenant = $1 ORDER BY id`,
    [tenant],
  );
  return {
    tenant,
    contact: await clubContact(db, tenant),
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
}

/** The tenant's page rules; a stored value that does not parse gives the defaults. */
export async function pageRules(db: Db, tenant: TenantId): Promise<PageRules> {
  const rows = await db.query<{ page_rules: unknown }>('SELECT page_rules FROM tenant_settings WHERE tenant = $1', [
    tenant,
  ]);
  const parsed = v.safeParse(PageRules, rows[0]?.page_rules ?? {});
  return parsed.success ? parsed.output : defaultPageRules;
}
