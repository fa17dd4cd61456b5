import type { Db } from '../../db/db.ts';
import { CALENDAR_FEED_PAST_DAYS } from '../../../src/api/contract/calendar-feed.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { DAY_MS } from '../../../src/common/calendar.ts';
import { RECORD_COLUMNS, RECORD_JOINS, type RecordRow } from '../booking/registration-record.ts';

export type FeedClassRow = RecordRow & {
  status: 'booked' | 'waiting' | 'offered';
  public_comment: string;
  /** the class's revision (a trigger counts every change a calendar shows) */
  revision: number;
  /** when the class or the member's place in it last changed */
  changed_at: Date;
  /** whose place it is: the feed's owner or one of their dependants (named by for_name, issue 38) */
  person_id: number;
  for_name: string | null;
};

/**
 * The member's classes for the feed, and their dependants': booked or waiting (a cancelled booking is not theirs any more), a cancelled
 * class included, from CALENDAR_FEED_PAST_DAYS ago on, every future one.
 */
export async function feedClasses(db: Db, tenant: TenantId, userId: number, now: Date): Promise<FeedClassRow[]> {
  return db.query<FeedClassRow>(
    `SELECT ${RECORD_COLUMNS}, g.status, t.public_comment, t.revision,
       GREATEST(t.changed_at, t.cancelled_at, g.created_at) AS changed_at, nr.person_id, nr.for_name
     -- the member's own places and their live dependants' (server/db/views/notice_recipients.sql)
     FROM notice_recipients nr
     JOIN registrations g ON g.tenant = nr.tenant AND g.user_id = nr.person_id
     -- each of the member's registrations finds its class by primary key (OFFSET 0: never a scan of every class)
     CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = g.training_id OFFSET 0) t
     ${RECORD_JOINS}
     -- g.start_at, the start each place keeps of its class (migration 280): only the places from then on are read
     WHERE nr.tenant = $1 AND nr.recipient_id = $2 AND g.status <> 'cancelled' AND g.start_at >= $3
     ORDER BY t.start_at, t.id, nr.for_name NULLS FIRST`,
    [tenant, userId, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS)],
  );
}
