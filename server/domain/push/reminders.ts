import type { Db } from '../../db/db.ts';
import { notifiedStatuses } from '../account-status.ts';
import { queueForDevices, type DeviceClassRow } from './enqueue.ts';

/**
 * A reminder whose moment passed less than this ago still goes (the job runs every minute, a restart may
 * skip a few); a class booked later than its lead before the start gets none: the member knows about it.
 */
export const REMINDER_GRACE_MS = 15 * 60_000;

/**
 * Queues the reminders that are due at `now`: for each device with a lead (60 or 180 minutes), each class its
 * user or one of their dependants has booked that starts within the lead. Once per device, class and start time (a class moved to
 * another time is reminded of again); every server process may run it, the queue's dedupe key keeps one.
 */
export async function enqueueDueReminders(db: Db, now: Date): Promise<number> {
  const rows = await db.query<DeviceClassRow>(
    `SELECT s.tenant, s.id AS subscription_id, s.language, 'member' AS role, t.id AS training_id, t.name, t.name_prefix, t.start_at,
       c.name AS club_name, c.time_zone, nr.person_id, nr.for_name
     FROM push_subscriptions s
     JOIN users u ON u.id = s.user_id AND u.status = ANY($3::int[])
     -- the device's owner's classes and their dependants' (server/db/views/notice_recipients.sql)
     JOIN notice_recipients nr ON nr.recipient_id = s.user_id AND nr.tenant = s.tenant
     JOIN registrations g ON g.user_id = nr.person_id AND g.status = 'booked'
     JOIN trainings t ON t.id = g.training_id AND t.tenant = s.tenant AND t.cancelled_at IS NULL
     JOIN clubs c ON c.id = t.club_id
     WHERE s.reminder_lead_minutes IS NOT NULL
       AND t.start_at > $1
       AND t.start_at - make_interval(mins => s.reminder_lead_minutes) <= $1
       AND t.start_at - make_interval(mins => s.reminder_lead_minutes) > $1::timestamptz - make_interval(secs => $2)`,
    [now, REMINDER_GRACE_MS / 1000, notifiedStatuses],
  );
  return queueForDevices(
    db,
    'reminder',
    rows,
    now,
    // a guardian's two children in one class are two reminders; the owner's own keeps its old key
    (r) =>
      `reminder:${r.subscription_id}:${r.training_id}:${r.start_at.toISOString()}${r.for_name ? `:${r.person_id}` : ''}`,
  );
}
