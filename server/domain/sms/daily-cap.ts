import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

/** SMS cost money per message: a club queues at most this many per club day unless SMS_DAILY_CAP says otherwise. */
export const DEFAULT_SMS_DAILY_CAP = 500;

type DayCount = { queued: number; next_day: Date };

/**
 * Rows the club has queued since its local midnight, and when the next club day starts. The club day is
 * the tenant's first club's (the one time zone the admin sees), counted by PostgreSQL so daylight-saving
 * days have their 23 or 25 hours.
 */
async function countToday(db: Db, tenant: TenantId, at: Date): Promise<DayCount> {
  const rows = await db.query<DayCount>(
    `WITH zone AS (SELECT coalesce((SELECT time_zone FROM clubs WHERE tenant = $1 ORDER BY id LIMIT 1), 'Europe/Tallinn') AS tz),
          day AS (SELECT tz, date_trunc('day', $2::timestamptz AT TIME ZONE tz) AS local_midnight FROM zone)
     SELECT (SELECT count(*)::int FROM sms_outbox
             WHERE tenant = $1 AND created_at >= (local_midnight AT TIME ZONE tz) AND created_at < ((local_midnight + interval '1 day') AT TIME ZONE tz)) AS queued,
            (local_midnight + interval '1 day') AT TIME ZONE tz AS next_day
     FROM day`,
    [tenant, at],
  );
  const row = rows[0];
  if (!row) throw new Error('club day count returned no row');
  return row;
}

/**
 * The admin's SMS (messages, notices of a cancelled or changed class) within a daily cap per club, counted
 * in the database so every server process shares it. A batch that would pass the cap is refused whole
 * (429 smsDailyLimitReached, Retry-After until the next club day): the caller's transaction rolls back, so
 * neither a part of the batch nor the change it announces happens. Notices the system sends on its own (a
 * member promoted from the waiting list) are not capped: a member's cancellation must never fail for it;
 * they still count toward the day.
 */
export function cappedSmsProvider(inner: SmsProvider, dailyCap: number): SmsProvider {
  return {
    async send(db, tenant, messages, at) {
      // The rows the outbox will write: members without a phone number get nothing (outbox-sms-provider.ts).
      const wanted = messages.filter((m: SmsMessage) => m.phone.trim() !== '').length;
      if (wanted > 0) {
        // One sender per club at a time until its transaction ends, so two admins cannot both take the last places.
        await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms-daily-cap\n${tenant}`]);
        const today = await countToday(db, tenant, at);
        if (today.queued + wanted > dailyCap) {
          const waitMs = new Date(today.next_day).getTime() - at.getTime();
          throw new ApiError(429, 'smsDailyLimitReached', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
        }
      }
      return inner.send(db, tenant, messages, at);
    },
  };
}
