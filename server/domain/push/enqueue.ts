import { dayInZone } from '../../../src/common/calendar.ts';
import type { PushPayload } from '../../../src/api/contract/push.ts';
import type { Language, TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { notifiedStatuses } from '../account-status.ts';
import { displayName } from '../booking/registration-record.ts';
import { forPerson } from '../family/for-person-text.ts';
import { pushText, type PushKind } from './push-text.ts';

/** Who hears about which class: a member (booked or waiting) or the trainer who leads it. */
export type PushRecipient = { userId: number; trainingId: number; role: 'member' | 'trainer' };
export type PushEvent =
  'promoted' | 'changed' | 'cancelled' | 'reminder' | 'offered' | 'released' | 'skipped' | 'bookingOpen';

/** A trainer's class opens in the trainer's timetable (with the way to its participants), a member's in theirs. */
export function classUrl(role: PushRecipient['role'], trainingId: number, start: Date, timeZone: string): string {
  return `/${role === 'trainer' ? 'trainer-calendar' : 'calendar'}?id=${trainingId}&date=${dayInZone(start, timeZone)}`;
}

/** One device that is to hear about one class, with what the text needs. */
export type DeviceClassRow = {
  tenant: TenantId;
  subscription_id: number;
  language: Language;
  role: PushRecipient['role'];
  training_id: number;
  name: string;
  name_prefix: string;
  start_at: Date;
  club_name: string;
  time_zone: string;
  /** an offer's deadline, a released waiting place's class got (waiting-notices.ts) */
  accept_by?: Date | null;
  got_name?: string | null;
  /** whose class it is, when the device's owner hears as a guardian (server/db/views/notice_recipients.sql) */
  person_id?: number;
  for_name?: string | null;
};

/**
 * SQL joining recipient rows `r` (user_id, role) to who hears: a member's class also reaches their guardians
 * (naming the member), a trainer's only the trainer. Gives `nr.person_id`, `nr.recipient_id`, `nr.for_name`.
 */
export const HEARERS = (tenant: string) =>
  `JOIN notice_recipients nr ON nr.person_id = r.user_id AND nr.tenant = ${tenant}
     AND (r.role = 'member' OR nr.recipient_id = r.user_id)`;

/**
 * Queues one push per device of each recipient (active accounts only), in the caller's transaction, so a
 * push exists exactly when the change it announces was committed. Answers how many were queued.
 */
export async function enqueuePushes(
  db: Db,
  tenant: TenantId,
  event: PushEvent,
  recipients: readonly PushRecipient[],
  now: Date,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const rows = await db.query<DeviceClassRow>(
    `WITH r AS (SELECT * FROM unnest($2::int[], $3::int[], $4::text[]) AS r(user_id, training_id, role))
     SELECT DISTINCT ON (s.id, t.id, nr.person_id) s.tenant, s.id AS subscription_id, s.language, r.role, t.id AS training_id,
       t.name, t.name_prefix, t.start_at, c.name AS club_name, c.time_zone, nr.person_id, nr.for_name
     FROM r ${HEARERS('$1')}
     JOIN push_subscriptions s ON s.user_id = nr.recipient_id AND s.tenant = $1
     JOIN users u ON u.id = s.user_id AND u.status = ANY($5::int[])
     JOIN trainings t ON t.id = r.training_id AND t.tenant = $1
     JOIN clubs c ON c.id = t.club_id
     ORDER BY s.id, t.id, nr.person_id, r.role`,
    [
      tenant,
      recipients.map((r) => r.userId),
      recipients.map((r) => r.trainingId),
      recipients.map((r) => r.role),
      notifiedStatuses,
    ],
  );
  return queueForDevices(db, event, rows, now);
}

/**
 * Writes the queue rows: each says what happened to one class, in the device's language; the tag is the
 * class (and whose it is, for a guardian), so a later notice about it replaces the earlier one on the device.
 * A dependant's class names them in the title, for every kind of notice. `dedupeKey` (reminders) makes a
 * repeated call queue nothing twice.
 */
export async function queueForDevices(
  db: Db,
  event: PushEvent,
  rows: readonly DeviceClassRow[],
  now: Date,
  dedupeKey?: (row: DeviceClassRow) => string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const kindOf = (role: PushRecipient['role']): PushKind =>
    role === 'trainer' && event === 'changed' ? 'trainerChanged' : event;
  const payloads = rows.map((r): PushPayload => {
    const text = pushText(r.language, kindOf(r.role), {
      clubName: r.club_name,
      trainingName: displayName(r.name, r.name_prefix),
      start: r.start_at,
      timeZone: r.time_zone,
      acceptBy: r.accept_by ?? undefined,
      gotTrainingName: r.got_name ?? undefined,
    });
    return {
      ...text,
      title: forPerson(r.language, r.for_name, text.title),
      url: classUrl(r.role, r.training_id, r.start_at, r.time_zone),
      tag: r.for_name ? `class-${r.training_id}-${r.person_id}` : `class-${r.training_id}`,
    };
  });
  const inserted = await db.query(
    `INSERT INTO push_queue (tenant, subscription_id, kind, training_id, payload, dedupe_key, next_attempt_at, created_at)
     SELECT tn, s, k, t, p, d, $7, $7 FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::jsonb[], $6::text[]) AS m(tn, s, k, t, p, d)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      rows.map((r) => r.tenant),
      rows.map((r) => r.subscription_id),
      rows.map((r) => kindOf(r.role)),
      rows.map((r) => r.training_id),
      payloads.map((p) => JSON.stringify(p)),
      rows.map((r) => dedupeKey?.(r) ?? null),
      now,
    ],
  );
  return inserted.length;
}

/**
 * The users to tell about a change to these classes: their registered clients (booked or waiting) and the
 * trainers who lead them, plus `formerTrainers` (class → the trainer who led it before the change).
 */
export async function classAudience(
  db: Db,
  tenant: TenantId,
  trainingIds: readonly number[],
  formerTrainers: readonly { trainingId: number; trainerId: number }[] = [],
): Promise<PushRecipient[]> {
  if (trainingIds.length === 0) return [];
  const rows = await db.query<{ user_id: number; training_id: number; role: PushRecipient['role'] }>(
    `SELECT g.user_id, g.training_id, 'member' AS role FROM registrations g
     WHERE g.training_id = ANY($2::int[]) AND g.status <> 'cancelled'
     UNION
     SELECT u.id, x.training_id, 'trainer' FROM (
       SELECT id AS training_id, trainer_id FROM trainings WHERE tenant = $1 AND id = ANY($2::int[])
       UNION SELECT * FROM unnest($3::int[], $4::int[])
     ) x JOIN users u ON u.tenant = $1 AND u.trainer_id = x.trainer_id`,
    [tenant, trainingIds, formerTrainers.map((f) => f.trainingId), formerTrainers.map((f) => f.trainerId)],
  );
  return rows.map((r) => ({ userId: r.user_id, trainingId: r.training_id, role: r.role }));
}

/**
 * One push per person for a change to several classes (a series from one class on): about their first
 * class of them, as the SMS notices do (schedule/class-notices.ts), not one per week.
 */
export function firstClassPerPerson(recipients: readonly PushRecipient[], order: readonly number[]): PushRecipient[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  const first = new Map<string, PushRecipient>();
  for (const r of recipients) {
    const key = `${r.role}:${r.userId}`;
    const kept = first.get(key);
    if (!kept || (rank.get(r.trainingId) ?? 0) < (rank.get(kept.trainingId) ?? 0)) first.set(key, r);
  }
  return [...first.values()];
}
