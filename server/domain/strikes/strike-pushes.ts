import type { PushPayload } from '../../../src/api/contract/push.ts';
import type { Language } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { notifiedStatuses } from '../account-status.ts';
import { displayName } from '../booking/registration-record.ts';
import { forPerson } from '../family/for-person-text.ts';
import type { RecordedStrike } from './record-strikes.ts';
import { strikePushText } from './strike-push-text.ts';

type StrikeNotice = { strike: RecordedStrike; kind: 'strike' | 'blocked' };

/**
 * Queues a push per device of each member told about a strike or a block (active accounts only), in the
 * caller's transaction, as push/enqueue.ts does for classes. It opens the profile, where the strikes are.
 */
export async function enqueueStrikePushes(db: Db, notices: readonly StrikeNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const rows = await db.query<{
    i: number;
    tenant: string;
    subscription_id: number;
    language: Language;
    name: string;
    name_prefix: string;
    start_at: Date;
    club_name: string;
    time_zone: string;
    /** a dependant's notice reaches their guardians' devices too, naming them (server/db/views/notice_recipients.sql) */
    for_name: string | null;
  }>(
    `SELECT n.i, s.tenant, s.id AS subscription_id, s.language, t.name, t.name_prefix, t.start_at, c.name AS club_name, c.time_zone,
       nr.for_name
     FROM unnest($1::int[], $2::text[], $3::int[]) WITH ORDINALITY AS n(user_id, tenant, training_id, i)
     JOIN notice_recipients nr ON nr.person_id = n.user_id AND nr.tenant = n.tenant
     JOIN push_subscriptions s ON s.user_id = nr.recipient_id AND s.tenant = n.tenant
     JOIN users u ON u.id = s.user_id AND u.status = ANY($4::int[])
     JOIN trainings t ON t.id = n.training_id AND t.tenant = n.tenant
     JOIN clubs c ON c.id = t.club_id`,
    [
      notices.map((n) => n.strike.userId),
      notices.map((n) => n.strike.tenant),
      notices.map((n) => n.strike.trainingId),
      notifiedStatuses,
    ],
  );
  if (rows.length === 0) return;
  const payloads = rows.map((r): PushPayload => {
    const notice = notices[r.i - 1];
    if (!notice) throw new Error('a push row without its notice');
    const text = strikePushText(r.language, {
      kind: notice.kind,
      strikeKind: notice.strike.kind,
      forgiven: notice.strike.forgiven,
      clubName: r.club_name,
      trainingName: displayName(r.name, r.name_prefix),
      start: r.start_at,
      timeZone: r.time_zone,
      blockedUntil: notice.strike.blocksUntil,
    });
    return {
      ...text,
      title: forPerson(r.language, r.for_name, text.title),
      url: '/profile',
      tag: `strike-${notice.strike.id}-${notice.kind}`,
    };
  });
  await db.query(
    `INSERT INTO push_queue (tenant, subscription_id, kind, training_id, payload, next_attempt_at, created_at)
     SELECT tn, s, k, t, p, $6, $6 FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::jsonb[]) AS m(tn, s, k, t, p)`,
    [
      rows.map((r) => r.tenant),
      rows.map((r) => r.subscription_id),
      rows.map((r) => notices[r.i - 1]?.kind ?? 'strike'),
      rows.map((r) => notices[r.i - 1]?.strike.trainingId ?? null),
      payloads.map((p) => JSON.stringify(p)),
      now,
    ],
  );
}
