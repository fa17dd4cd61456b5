import type { Db } from '../../db/db.ts';
import type { Language, TenantId } from '../../../src/api/contract/tenant.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { classNoticeText, seriesNoticeText, type NoticeKind } from '../sms/notice-text.ts';
import { displayName } from '../booking/registration-record.ts';
import { forPerson } from '../family/for-person-text.ts';

/**
 * SQL: from a registration `g` to who is texted about it: its member and their live guardians, each a user
 * `u` (server/db/views/notice_recipients.sql: `nr.for_name` names the member for a guardian). Who refused SMS notices
 * (sms_allowed, migration 260) is left out: a change to a class they booked is a notice the club may send them
 * without asking first (legitimate interest), but not against their refusal; the app still shows it.
 */
const MEMBER_HEARERS = `JOIN notice_recipients nr ON nr.person_id = g.user_id AND nr.tenant = g.tenant
       JOIN users u ON u.id = nr.recipient_id AND sms_allowed(u.tenant, u.id)`;

export type { NoticeKind };

/**
 * Sends a notice about a class to its registered clients (booked or waiting), their guardians (naming them)
 * and its trainer, each in their language: a member's from member_language(), a trainer's from the club's country.
 * Call inside the transaction that makes the change.
 */
export async function noticeClass(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  kind: NoticeKind,
  sms: SmsProvider,
  now: Date,
): Promise<number> {
  const rows = await db.query<{
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
    `WITH k AS (
       SELECT t.id, t.name, t.name_prefix, t.start_at, t.trainer_id, c.name AS club_name, c.time_zone
       FROM trainings t JOIN clubs c ON c.id = t.club_id WHERE t.id = $1 AND t.tenant = $2
     ), people AS (
       SELECT u.phone, u.first_name || ' ' || u.last_name AS person, 0 AS rank, u.id, u.id AS user_id, nr.for_name
       FROM registrations g ${MEMBER_HEARERS}
       WHERE g.training_id = $1 AND g.status <> 'cancelled'
       UNION ALL
       SELECT tr.phone, tr.name, 1, tr.id, NULL, NULL FROM k JOIN trainers tr ON tr.id = k.trainer_id WHERE tr.phone IS NOT NULL
     )
     SELECT people.phone, people.person, k.name, k.name_prefix, k.start_at, k.club_name, k.time_zone,
       member_language(people.user_id, k.time_zone) AS language, people.for_name
     FROM people, k ORDER BY people.rank, people.person, people.id, people.for_name NULLS FIRST`,
    [trainingId, tenant],
  );
  return sms.send(
    db,
    tenant,
    rows.map((r) => ({
      phone: r.phone,
      recipient: r.person,
      kind,
      trainingId,
      text: forPerson(
        r.language,
        r.for_name,
        classNoticeText(r.language, kind, {
          clubName: r.club_name,
          trainingName: displayName(r.name, r.name_prefix),
          start: r.start_at,
          timeZone: r.time_zone,
        }),
      ),
    })),
    now,
  );
}

type PersonClassRow = {
  who: string;
  phone: string;
  person: string;
  training_id: number;
  name: string;
  name_prefix: string;
  start_at: Date;
  club_name: string;
  time_zone: string;
  language: Language;
  for_name: string | null;
};

/**
 * A notice about several classes (a series edited or cancelled from one class on), once per person:
 * a member booked on three of the weeks gets one message naming the change, not three. The class it
 * is filed under is the person's first one. Call inside the transaction that makes the change.
 */
export async function noticeClasses(
  db: Db,
  tenant: TenantId,
  trainingIds: readonly number[],
  kind: NoticeKind,
  sms: SmsProvider,
  now: Date,
): Promise<number> {
  if (trainingIds.length === 1) return noticeClass(db, tenant, trainingIds[0]!, kind, sms, now);
  const rows = await db.query<PersonClassRow>(
    `WITH k AS (
       SELECT t.id, t.name, t.name_prefix, t.start_at, t.trainer_id, c.name AS club_name, c.time_zone
       FROM trainings t JOIN clubs c ON c.id = t.club_id WHERE t.id = ANY($1::int[]) AND t.tenant = $2
     ), people AS (
       SELECT g.training_id, 'u' || u.id || ':' || nr.person_id AS who, u.phone, u.first_name || ' ' || u.last_name AS person,
         0 AS rank, u.id AS user_id, nr.for_name
       FROM registrations g ${MEMBER_HEARERS}
       WHERE g.training_id = ANY($1::int[]) AND g.status <> 'cancelled'
       UNION ALL
       SELECT k.id, 't' || tr.id, tr.phone, tr.name, 1, NULL, NULL FROM k JOIN trainers tr ON tr.id = k.trainer_id WHERE tr.phone IS NOT NULL
     )
     SELECT people.who, people.phone, people.person, k.id AS training_id, k.name, k.name_prefix, k.start_at, k.club_name,
       k.time_zone, member_language(people.user_id, k.time_zone) AS language, people.for_name
     FROM people JOIN k ON k.id = people.training_id
     ORDER BY people.rank, people.person, people.who, k.start_at, k.id`,
    [trainingIds, tenant],
  );
  const byPerson = new Map<string, PersonClassRow[]>();
  for (const row of rows) byPerson.set(row.who, [...(byPerson.get(row.who) ?? []), row]);
  const messages = [...byPerson.values()].map((classes) => {
    const first = classes[0]!;
    const trainingName = displayName(first.name, first.name_prefix);
    const text =
      classes.length === 1
        ? classNoticeText(first.language, kind, {
            clubName: first.club_name,
            trainingName,
            start: first.start_at,
            timeZone: first.time_zone,
          })
        : seriesNoticeText(first.language, kind, {
            clubName: first.club_name,
            trainingName,
            starts: classes.map((c) => c.start_at),
            timeZone: first.time_zone,
          });
    return {
      phone: first.phone,
      recipient: first.person,
      kind,
      trainingId: first.training_id,
      text: forPerson(first.language, first.for_name, text),
    };
  });
  return sms.send(db, tenant, messages, now);
}
