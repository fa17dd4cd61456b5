import type { Language, TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { notifiedStatuses } from '../account-status.ts';
import { forPerson } from '../family/for-person-text.ts';
import { queueForDevices, type DeviceClassRow } from '../push/enqueue.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { waitingSmsText } from '../sms/waiting-sms-text.ts';
import { displayName } from './registration-record.ts';
import { quietEnd, type WaitingRules } from './waiting-rules.ts';

/**
 * What the waiting list tells a member: promoted into a place, offered one (to accept by a deadline), or
 * taken off the waiting list of `trainingId` because they got the overlapping `gotTrainingId`, or skipped (a place
 * went to the next while strikes block their online booking; they keep their place in the queue).
 */
export type WaitingNotice = {
  userId: number;
  kind: 'promoted' | 'offered' | 'released' | 'skipped';
  trainingId: number;
  gotTrainingId: number | null;
};

/** Tells the members now, or, in the club's quiet hours, keeps the notices for the job to send when they end. */
export async function noticeOrHold(
  db: Db,
  tenant: TenantId,
  rules: WaitingRules,
  notices: readonly WaitingNotice[],
  sms: SmsProvider,
  now: Date,
): Promise<void> {
  if (notices.length === 0) return;
  const at = quietEnd(rules, now);
  if (at.getTime() === now.getTime()) return deliverNotices(db, tenant, notices, sms, now);
  await db.query(
    `INSERT INTO waiting_notices (tenant, user_id, kind, training_id, got_training_id, deliver_at)
     SELECT $1, u, k, t, g, $6 FROM unnest($2::int[], $3::text[], $4::int[], $5::int[]) AS n(u, k, t, g)`,
    [
      tenant,
      notices.map((n) => n.userId),
      notices.map((n) => n.kind),
      notices.map((n) => n.trainingId),
      notices.map((n) => n.gotTrainingId),
      at,
    ],
  );
}

type NoticeRow = {
  user_id: number;
  kind: WaitingNotice['kind'];
  training_id: number;
  got_training_id: number | null;
  offer_expires_at: Date | null;
  got_name: string | null;
};

/**
 * The in-app notice, a push to each of the member's devices and, for a place promoted or offered, the SMS
 * (as promotions always had); pushes and SMS also reach the member's guardians, naming them. An offer or promotion no longer standing (the member cancelled it, the class
 * was cancelled) is not announced.
 */
export async function deliverNotices(
  db: Db,
  tenant: TenantId,
  notices: readonly WaitingNotice[],
  sms: SmsProvider,
  now: Date,
): Promise<void> {
  if (notices.length === 0) return;
  const rows = await db.query<NoticeRow>(
    `SELECT n.user_id, n.kind, n.training_id, n.got_training_id, g.offer_expires_at,
       CASE WHEN x.id IS NOT NULL THEN concat_ws(' ', nullif(x.name_prefix, ''), x.name) END AS got_name
     FROM unnest($2::int[], $3::text[], $4::int[], $5::int[]) AS n(user_id, kind, training_id, got_training_id)
     JOIN trainings t ON t.id = n.training_id AND t.tenant = $1
     LEFT JOIN registrations g ON g.training_id = n.training_id AND g.user_id = n.user_id AND g.status <> 'cancelled'
     LEFT JOIN trainings x ON x.id = n.got_training_id AND x.tenant = $1
     WHERE n.kind = 'released'
       OR (t.cancelled_at IS NULL AND g.status = CASE n.kind WHEN 'offered' THEN 'offered' WHEN 'skipped' THEN 'waiting' ELSE 'booked' END)`,
    [
      tenant,
      notices.map((n) => n.userId),
      notices.map((n) => n.kind),
      notices.map((n) => n.trainingId),
      notices.map((n) => n.gotTrainingId),
    ],
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO member_notices (tenant, user_id, kind, training_id, offer_expires_at, got_training_id)
     SELECT $1, u, k, t, e, g FROM unnest($2::int[], $3::text[], $4::int[], $5::timestamptz[], $6::int[]) AS n(u, k, t, e, g)`,
    [
      tenant,
      rows.map((r) => r.user_id),
      rows.map((r) => r.kind),
      rows.map((r) => r.training_id),
      rows.map((r) => r.offer_expires_at),
      rows.map((r) => r.got_training_id),
    ],
  );
  for (const kind of ['promoted', 'offered', 'released', 'skipped'] as const) {
    const ofKind = rows.filter((r) => r.kind === kind);
    if (ofKind.length > 0) {
      const devices = await devicesOf(db, tenant, ofKind);
      await queueForDevices(
        db,
        kind,
        oncePerRecipient(devices, (d) => `${d.subscription_id}:${d.training_id}`),
        now,
      );
    }
  }
  await sendSms(db, tenant, rows, sms, now);
}

/**
 * One notice per recipient and class: a guardian whose children were promoted or offered together (a together-group,
 * or siblings in one turn) hears once, naming each of them ("For Mia, Leo: …"); their own place among them is
 * implied. Rows whose key matches are merged; the first row stands for them.
 */
export function oncePerRecipient<R extends { for_name?: string | null }>(
  rows: readonly R[],
  key: (row: R) => string,
): R[] {
  const merged = new Map<string, { row: R; names: string[] }>();
  for (const row of rows) {
    const k = key(row);
    const kept = merged.get(k);
    if (!kept) merged.set(k, { row, names: row.for_name ? [row.for_name] : [] });
    else if (row.for_name && !kept.names.includes(row.for_name)) kept.names.push(row.for_name);
  }
  return [...merged.values()].map(({ row, names }) => ({
    ...row,
    for_name: names.length > 0 ? names.join(', ') : null,
  }));
}

async function devicesOf(db: Db, tenant: TenantId, rows: readonly NoticeRow[]): Promise<DeviceClassRow[]> {
  return db.query<DeviceClassRow>(
    `SELECT s.tenant, s.id AS subscription_id, s.language, 'member' AS role, t.id AS training_id, t.name, t.name_prefix,
       t.start_at, c.name AS club_name, c.time_zone, n.accept_by, n.got_name, nr.person_id, nr.for_name
     FROM unnest($2::int[], $3::int[], $4::timestamptz[], $5::text[]) AS n(user_id, training_id, accept_by, got_name)
     JOIN notice_recipients nr ON nr.person_id = n.user_id AND nr.tenant = $1
     JOIN push_subscriptions s ON s.user_id = nr.recipient_id AND s.tenant = $1
     JOIN users u ON u.id = s.user_id AND u.status = ANY($6::int[])
     JOIN trainings t ON t.id = n.training_id AND t.tenant = $1
     JOIN clubs c ON c.id = t.club_id
     ORDER BY s.id`,
    [
      tenant,
      rows.map((r) => r.user_id),
      rows.map((r) => r.training_id),
      rows.map((r) => r.offer_expires_at),
      rows.map((r) => r.got_name),
      notifiedStatuses,
    ],
  );
}

async function sendSms(db: Db, tenant: TenantId, rows: readonly NoticeRow[], sms: SmsProvider, now: Date) {
  const placed = rows.filter((r) => r.kind === 'promoted' || r.kind === 'offered');
  if (placed.length === 0) return;
  const people = await db.query<{
    user_id: number;
    training_id: number;
    phone: string;
    person: string;
    name: string;
    name_prefix: string;
    start_at: Date;
    club_name: string;
    time_zone: string;
    language: Language;
    for_name: string | null;
  }>(
    // the member, and each guardian in their own language naming the member (server/db/views/notice_recipients.sql),
    // each unless they refused SMS notices (sms_allowed, migration 260: a place from the waiting list is a notice
    // about a class they asked for, sent without a consent first, but never against a refusal)
    `SELECT n.user_id, t.id AS training_id, u.phone, u.first_name || ' ' || u.last_name AS person, t.name,
       t.name_prefix, t.start_at, c.name AS club_name, c.time_zone, member_language(u.id, c.time_zone) AS language,
       nr.for_name
     FROM unnest($2::int[], $3::int[]) AS n(user_id, training_id)
     JOIN notice_recipients nr ON nr.person_id = n.user_id AND nr.tenant = $1
     JOIN users u ON u.id = nr.recipient_id AND u.tenant = $1 AND sms_allowed(u.tenant, u.id)
     JOIN trainings t ON t.id = n.training_id AND t.tenant = $1 JOIN clubs c ON c.id = t.club_id`,
    [tenant, placed.map((r) => r.user_id), placed.map((r) => r.training_id)],
  );
  const expiry = new Map(placed.map((r) => [`${r.user_id}:${r.training_id}`, r.offer_expires_at]));
  await sms.send(
    db,
    tenant,
    oncePerRecipient(people, (p) => `${p.phone}:${p.training_id}`).map((p) => {
      const k = {
        clubName: p.club_name,
        trainingName: displayName(p.name, p.name_prefix),
        start: p.start_at,
        timeZone: p.time_zone,
      };
      const acceptBy = expiry.get(`${p.user_id}:${p.training_id}`);
      return {
        phone: p.phone,
        recipient: p.person,
        // the outbox knows waiting-list notices as promotions; an offer is one that waits for a yes
        kind: 'promoted' as const,
        trainingId: p.training_id,
        text: forPerson(
          p.language,
          p.for_name,
          waitingSmsText(p.language, acceptBy ? { kind: 'offered', acceptBy } : { kind: 'promoted' }, k),
        ),
      };
    }),
    now,
  );
}
