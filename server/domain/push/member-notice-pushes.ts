import type { PushPayload } from '../../../src/api/contract/push.ts';
import type { Language, TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { notifiedStatuses } from '../account-status.ts';
import { displayName } from '../booking/registration-record.ts';
import { forPerson } from '../family/for-person-text.ts';

/** A notice to one member about one class, in any club (the jobs that tell them run for every club at once). */
type MemberClassNotice = { tenant: TenantId; userId: number; trainingId: number };

/** What a push's text needs of the class, in the device's language. */
type DeviceClassFacts = { language: Language; clubName: string; trainingName: string; start: Date; timeZone: string };

/** A notice's push: its text from the class's facts, the screen it opens and the tag a later one replaces it by. */
type MemberPush<N> = {
  kind: (notice: N) => string;
  text: (notice: N, facts: DeviceClassFacts) => { title: string; body: string };
  url: string;
  tag: (notice: N) => string;
};

/**
 * Queues a push per device that hears each notice (the member's, and a dependant's guardians', naming the
 * dependant: server/db/views/notice_recipients.sql), active accounts only, in the caller's transaction, so a push
 * exists exactly when what it announces was committed.
 */
export async function queueMemberPushes<N extends MemberClassNotice>(
  db: Db,
  notices: readonly N[],
  push: MemberPush<N>,
  now: Date,
): Promise<void> {
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
    [notices.map((n) => n.userId), notices.map((n) => n.tenant), notices.map((n) => n.trainingId), notifiedStatuses],
  );
  if (rows.length === 0) return;
  const noticeOf = (i: number) => {
    const notice = notices[i - 1];
    if (!notice) throw new Error('a push row without its notice');
    return notice;
  };
  const payloads = rows.map((r): PushPayload => {
    const notice = noticeOf(r.i);
    const text = push.text(notice, {
      language: r.language,
      clubName: r.club_name,
      trainingName: displayName(r.name, r.name_prefix),
      start: r.start_at,
      timeZone: r.time_zone,
    });
    return { ...text, title: forPerson(r.language, r.for_name, text.title), url: push.url, tag: push.tag(notice) };
  });
  await db.query(
    `INSERT INTO push_queue (tenant, subscription_id, kind, training_id, payload, next_attempt_at, created_at)
     SELECT tn, s, k, t, p, $6, $6 FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::jsonb[]) AS m(tn, s, k, t, p)`,
    [
      rows.map((r) => r.tenant),
      rows.map((r) => r.subscription_id),
      rows.map((r) => push.kind(noticeOf(r.i))),
      rows.map((r) => noticeOf(r.i).trainingId),
      payloads.map((p) => JSON.stringify(p)),
      now,
    ],
  );
}
