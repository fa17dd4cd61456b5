import type { Db } from '../../db/db.ts';
import { CALENDAR_FEED_PAST_DAYS } from '../../../src/api/contract/calendar-feed.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { DAY_MS } from '../../../src/api/contract/calendar.ts';
import { RECORD_COLUMNS, RECORD_JOINS, type RecordRow } from '../booking/registration-record.ts';

export type FeedClassRow = RecordRow & {
  status: 'booked' | 'waiting' | 'offered';
  public_comment: string;
  /** the class's revision (a trigger counts every change a calendar shows) */
  revision: number;
  /** when the class or the member's place in it last changed */
  changed_at: Date;
};

/**
 * The member's classes for the feed: booked or waiting (a cancelled booking is not theirs any more), a cancelled
 * class included, from CALENDAR_FEED_PAST_DAYS ago on, every future one.
 */
export async function feedClasses(db: Db, tenant: TenantId, userId: number, now: Date): Promise<FeedClassRow[]> {
  return db.query<FeedClassRow>(
    `SELECT ${RECORD_COLUMNS}, g.status, t.public_comment, t.revision,
       GREATEST(t.changed_at, t.cancelled_at, g.created_at) AS changed_at
     FROM registrations g
     -- each of the member's registrations finds its class by primary key (OFFSET 0: never a scan of every class)
     CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = g.training_id OFFSET 0) t
     ${RECORD_JOINS}
     WHERE g.tenant = $1 AND g.user_id = $2 AND g.status <> 'cancelled' AND t.start_at >= $3
     ORDER BY t.start_at, t.id`,
    [tenant, userId, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS)],
  );
}
