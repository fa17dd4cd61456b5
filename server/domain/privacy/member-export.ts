import * as v from 'valibot';
import { accountStatuses, AccountStatusCode } from '../../../src/api/contract/profile.ts';
import { DATA_EXPORT_FORMAT, type MemberDataExport } from '../../../src/api/contract/member-data.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { clubContact } from '../club-contact.ts';
import { memberConsents } from '../consent/member-consents.ts';
import { profileOf } from '../users.ts';
import { openErasure } from './erasure-requests.ts';

type Section = MemberDataExport;
const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);
/** A `date` column as the database gives it (a string on both drivers here) to 'YYYY-MM-DD'. */
const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const dayOrNull = (value: string | Date | null) => (value === null ? null : day(value));

type UserRow = {
  id: number;
  client_code: string;
  username: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  gender: 'female' | 'male';
  status: number;
  created_at: Date;
};

/**
 * Everything the club holds about one member (issue #40 point 1), one query per section, each driven by the
 * member's own rows through a (tenant, user_id) index: a member with years of classes and invoices is a few
 * thousand rows, read in tens of milliseconds (member-export.test.ts measures 500 classes and 40 invoices).
 */
export async function exportMemberData(db: Db, tenant: TenantId, userId: number, now: Date): Promise<Section> {
  const [user] = await db.query<UserRow>(
    `SELECT id, client_code, username, email, phone, first_name, last_name, gender, status, created_at
     FROM users WHERE tenant = $1 AND id = $2 AND erased_at IS NULL`,
    [tenant, userId],
  );
  if (!user) throw new ApiError(404, 'itemNotFound');
  const [club] = await db.query<{ name: string; time_zone: string }>(
    'SELECT name, time_zone FROM clubs WHERE tenant = $1 ORDER BY id LIMIT 1',
    [tenant],
  );
  const contact = await clubContact(db, tenant);
  const args = [tenant, userId];

  const bookings = await db.query<{
    training_id: number;
    name: string;
    start_at: Date;
    end_at: Date;
    room: string;
    trainer: string | null;
    status: Section['bookings'][number]['status'];
    presence: boolean;
    created_at: Date;
    cancelled_at: Date | null;
    standing_id: number | null;
  }>(
    `SELECT r.training_id, t.name_prefix || t.name AS name, t.start_at, t.end_at, ro.name AS room, tr.name AS trainer,
       r.status, r.presence, r.created_at, r.cancelled_at, r.standing_id
     FROM registrations r JOIN trainings t ON t.id = r.training_id JOIN rooms ro ON ro.id = t.room_id
     LEFT JOIN trainers tr ON tr.id = t.trainer_id
     WHERE r.tenant = $1 AND r.user_id = $2 ORDER BY t.start_at DESC, r.id DESC`,
    args,
  );
  const contracts = await db.query<{
    number: string;
    package_name: string;
    package_price_cents: number;
    created_date: string;
    end_date: string | null;
    validity: string;
  }>(
    `SELECT number, package_name, package_price_cents, created_date::text, end_date::text, validity
     FROM contracts WHERE tenant = $1 AND user_id = $2 ORDER BY created_date DESC, id DESC`,
    args,
  );
  const invoices = await db.query<{
    number: string;
    invoice_date: string;
    due_date: string;
    reference_number: string;
    payer: string;
    client: string;
    paid_cents: number;
    as_payer: boolean;
    lines: { article: string; quantity: number; priceCents: number; vatPercent: number }[] | null;
  }>(
    // The member's own invoices, and those they pay for another (a guardian for a child, issue 38), each through
    // its own index.
    `WITH theirs AS (
       SELECT id, false AS as_payer FROM invoices WHERE tenant = $1 AND user_id = $2
       UNION ALL
       SELECT id, true FROM invoices WHERE tenant = $1 AND payer_id = $2 AND user_id <> $2)
     SELECT i.number, i.invoice_date::text, i.due_date::text, i.reference_number, i.payer, i.client, i.paid_cents,
       m.as_payer,
       (SELECT json_agg(json_build_object('article', l.article, 'quantity', l.quantity, 'priceCents', l.price_cents,
          'vatPercent', l.vat_percent) ORDER BY l.id) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines
     FROM theirs m JOIN invoices i ON i.id = m.id ORDER BY i.invoice_date DESC, i.id DESC`,
    args,
  );
  const vouchers = await db.query<{
    code: string;
    name: string;
    valid_from: string;
    valid_until: string;
    uses_total: number;
    uses_left: number;
  }>(
    `SELECT code, name, valid_from::text, valid_until::text, uses_total, uses_left FROM vouchers
     WHERE tenant = $1 AND user_id = $2 ORDER BY valid_until DESC, code`,
    args,
  );
  const entryCodes = await db.query<{ code: string; name: string; valid_until: string | null }>(
    'SELECT code, name, valid_until::text FROM entry_codes WHERE tenant = $1 AND user_id = $2 ORDER BY code',
    args,
  );
  const devices = await db.query<{
    endpoint: string;
    language: 'et' | 'en' | 'lv';
    reminder_lead_minutes: number | null;
    created_at: Date;
    updated_at: Date;
  }>(
    `SELECT endpoint, language, reminder_lead_minutes, created_at, updated_at FROM push_subscriptions
     WHERE tenant = $1 AND user_id = $2 ORDER BY created_at, id`,
    args,
  );
  const [feed] = await db.query<{ language: 'et' | 'en' | 'lv'; created_at: Date; last_fetched_at: Date | null }>(
    'SELECT language, created_at, last_fetched_at FROM calendar_feeds WHERE tenant = $1 AND user_id = $2',
    args,
  );
  const alerts = await db.query<{ training_id: number; created_at: Date }>(
    'SELECT training_id, created_at FROM booking_open_alerts WHERE tenant = $1 AND user_id = $2 ORDER BY created_at',
    args,
  );
  const standing = await db.query<{
    series_id: number;
    name: string | null;
    created_at: Date;
    paused_until: string | null;
    stopped_at: Date | null;
  }>(
    `SELECT s.series_id, (SELECT t.name_prefix || t.name FROM trainings t WHERE t.series_id = s.series_id
       ORDER BY t.start_at DESC LIMIT 1) AS name, s.created_at, s.paused_until::text, s.stopped_at
     FROM standing_bookings s WHERE s.tenant = $1 AND s.user_id = $2 ORDER BY s.created_at`,
    args,
  );
  const strikes = await db.query<{
    kind: 'noShow' | 'lateCancel';
    counted_at: Date;
    name: string;
    forgiven: boolean;
    waived_at: Date | null;
  }>(
    `SELECT s.kind, s.counted_at, t.name_prefix || t.name AS name, s.forgiven, s.waived_at
     FROM member_strikes s JOIN trainings t ON t.id = s.training_id
     WHERE s.tenant = $1 AND s.user_id = $2 ORDER BY s.counted_at DESC`,
    args,
  );
  // A login session is a family of refresh tokens: its first and last token tell when it began and was last used.
  const sessions = await db.query<{
    started_at: Date;
    last_used_at: Date;
    expires_at: Date;
    keep: boolean;
    live: boolean;
  }>(
    `SELECT min(created_at) AS started_at, max(created_at) AS last_used_at, max(expires_at) AS expires_at,
       bool_or(keep) AS keep, bool_or(revoked_at IS NULL AND used_at IS NULL AND expires_at > $3) AS live
     FROM refresh_tokens WHERE tenant = $1 AND user_id = $2 GROUP BY family_id ORDER BY min(created_at) DESC`,
    [tenant, userId, now],
  );
  const notices = await db.query<{ channel: 'app' | 'sms' | 'email'; kind: string; at: Date; text: string }>(
    `SELECT 'app' AS channel, n.kind, n.created_at AS at, t.name_prefix || t.name AS text
       FROM member_notices n JOIN trainings t ON t.id = n.training_id WHERE n.tenant = $1 AND n.user_id = $2
     UNION ALL
     SELECT 'sms', kind, created_at, message FROM sms_outbox WHERE tenant = $1 AND phone <> '' AND phone = $3
     UNION ALL
     SELECT 'email', kind, created_at, subject FROM mail_outbox WHERE tenant = $1 AND lower(recipient) = lower($4)
     ORDER BY at DESC`,
    [tenant, userId, user.phone, user.email],
  );
  const consents = await memberConsents(db, tenant, userId);
  const erasure = await openErasure(db, tenant, userId);

  const counted = (status: string) => bookings.filter((b) => b.status === status).length;
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: iso(now),
    club: {
      tenant,
      name: club?.name ?? tenant,
      timeZone: club?.time_zone ?? 'UTC',
      contactEmail: contact.email,
      contactPhone: contact.phone,
    },
    profile: {
      ...profileOf(user),
      status: accountStatuses[v.parse(AccountStatusCode, user.status)],
      createdAt: iso(user.created_at),
    },
    bookings: bookings.map((b) => ({
      classId: b.training_id,
      className: b.name,
      startsAt: iso(b.start_at),
      endsAt: iso(b.end_at),
      room: b.room,
      trainer: b.trainer,
      status: b.status,
      present: b.presence,
      bookedAt: iso(b.created_at),
      cancelledAt: isoOrNull(b.cancelled_at),
      standing: b.standing_id !== null,
    })),
    attendance: {
      booked: counted('booked'),
      present: bookings.filter((b) => b.presence).length,
      cancelled: counted('cancelled'),
    },
    contracts: contracts.map((c) => ({
      number: c.number,
      packageName: c.package_name,
      packagePriceCents: c.package_price_cents,
      createdDate: day(c.created_date),
      endDate: dayOrNull(c.end_date),
      validity: c.validity,
    })),
    invoices: invoices.map((i) => ({
      number: i.number,
      date: day(i.invoice_date),
      dueDate: day(i.due_date),
      referenceNumber: i.reference_number,
      payer: i.payer,
      client: i.client,
      paidCents: i.paid_cents,
      paidForAnother: i.as_payer,
      lines: i.lines ?? [],
    })),
    vouchers: vouchers.map((x) => ({
      code: x.code,
      name: x.name,
      validFrom: day(x.valid_from),
      validUntil: day(x.valid_until),
      usesTotal: x.uses_total,
      usesLeft: x.uses_left,
    })),
    entryCodes: entryCodes.map((e) => ({ code: e.code, name: e.name, validUntil: dayOrNull(e.valid_until) })),
    devices: devices.map((d) => ({
      pushService: new URL(d.endpoint).host,
      language: d.language,
      reminderLeadMinutes: d.reminder_lead_minutes,
      createdAt: iso(d.created_at),
      updatedAt: iso(d.updated_at),
    })),
    calendarFeed: feed
      ? { language: feed.language, createdAt: iso(feed.created_at), lastFetchedAt: isoOrNull(feed.last_fetched_at) }
      : null,
    bookingAlerts: alerts.map((a) => ({ classId: a.training_id, createdAt: iso(a.created_at) })),
    standingBookings: standing.map((s) => ({
      series: s.name ?? `#${s.series_id}`,
      createdAt: iso(s.created_at),
      pausedUntil: dayOrNull(s.paused_until),
      stoppedAt: isoOrNull(s.stopped_at),
    })),
    strikes: strikes.map((s) => ({
      kind: s.kind,
      countedAt: iso(s.counted_at),
      className: s.name,
      forgiven: s.forgiven,
      waivedAt: isoOrNull(s.waived_at),
    })),
    consents: consents.map((c) => ({
      channel: c.channel,
      given: c.given,
      at: iso(c.at),
      textVersion: c.text_version,
      pushService: c.endpoint === null ? null : new URL(c.endpoint).host,
      reason: c.reason,
    })),
    loginSessions: sessions.map((s) => ({
      startedAt: iso(s.started_at),
      lastUsedAt: iso(s.last_used_at),
      expiresAt: iso(s.expires_at),
      keepSignedIn: s.keep,
      ended: !s.live,
    })),
    notices: notices.map((n) => ({ channel: n.channel, kind: n.kind, at: iso(n.at), text: n.text })),
    erasureRequest: erasure ? { requestedAt: iso(erasure.requested_at), dueAt: isoOrNull(erasure.due_at) } : null,
  };
}
