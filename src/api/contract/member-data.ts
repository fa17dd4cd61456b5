import * as v from 'valibot';
import { Id } from './id.ts';
import { ExportConsent } from './consent.ts';
import { Cents, IsoDate, IsoInstant } from './wire-formats.ts';

/**
 * Issue #40 points 1 and 2: the member's copy of their data (GDPR art. 15 and 20) and their request to erase
 * it (art. 17). The export's sections are described for people in docs/data-export.md; this schema is the
 * machine-readable description, and the server parses its own answer with it in the tests.
 */
export const DATA_EXPORT_FORMAT = 'clubbook.member-data/1';

const Language = v.picklist(['et', 'en', 'lv']);

export const ExportProfile = v.object({
  clientId: Id,
  clientCode: v.string(),
  username: v.string(),
  email: v.string(),
  phone: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  gender: v.picklist(['female', 'male']),
  /** docs/behaviour.md#sessions-accounts-and-states status name: normal, blocked, stopped, badDebt, ended, closed, debt. */
  status: v.string(),
  createdAt: IsoInstant,
});

/** One booking, waiting place or cancelled booking, with its class and whether the member came. */
export const ExportBooking = v.object({
  classId: Id,
  className: v.string(),
  startsAt: IsoInstant,
  endsAt: IsoInstant,
  room: v.string(),
  trainer: v.nullable(v.string()),
  status: v.picklist(['booked', 'waiting', 'offered', 'cancelled']),
  present: v.boolean(),
  bookedAt: IsoInstant,
  cancelledAt: v.nullable(IsoInstant),
  /** Booked by the member's weekly standing booking. */
  standing: v.boolean(),
});

export const ExportContract = v.object({
  number: v.string(),
  packageName: v.string(),
  packagePriceCents: Cents,
  createdDate: IsoDate,
  endDate: v.nullable(IsoDate),
  validity: v.string(),
});

export const ExportInvoice = v.object({
  number: v.string(),
  date: IsoDate,
  dueDate: IsoDate,
  referenceNumber: v.string(),
  payer: v.string(),
  client: v.string(),
  paidCents: Cents,
  /**
   * true: an invoice issued to another person (the client) that the member pays, as a guardian pays their child's
   * (issue 38); false: issued to the member. Absent in exports made before it was listed: false.
   */
  paidForAnother: v.optional(v.boolean(), false),
  lines: v.array(v.object({ article: v.string(), quantity: v.number(), priceCents: Cents, vatPercent: v.number() })),
});

export const ExportVoucher = v.object({
  code: v.string(),
  name: v.string(),
  validFrom: IsoDate,
  validUntil: IsoDate,
  usesTotal: v.number(),
  usesLeft: v.number(),
});

export const ExportEntryCode = v.object({ code: v.string(), name: v.string(), validUntil: v.nullable(IsoDate) });

/** A device that gets push notifications: the push service's host only (the endpoint is a secret of the device). */
export const ExportDevice = v.object({
  pushService: v.string(),
  language: Language,
  reminderLeadMinutes: v.nullable(v.number()),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
});

/** A login session (one device's chain of refresh tokens). */
export const ExportSession = v.object({
  startedAt: IsoInstant,
  lastUsedAt: IsoInstant,
  expiresAt: IsoInstant,
  keepSignedIn: v.boolean(),
  ended: v.boolean(),
});

/** What the club sent or showed the member: in-app notices, SMS and e-mails. */
export const ExportNotice = v.object({
  channel: v.picklist(['app', 'sms', 'email']),
  kind: v.string(),
  at: IsoInstant,
  /** The text as sent (SMS, e-mail subject); in-app notices name their class instead. */
  text: v.string(),
});

export const ExportStrike = v.object({
  kind: v.picklist(['noShow', 'lateCancel']),
  countedAt: IsoInstant,
  className: v.string(),
  forgiven: v.boolean(),
  waivedAt: v.nullable(IsoInstant),
});

export { ExportConsent };

export const MemberDataExport = v.object({
  format: v.literal(DATA_EXPORT_FORMAT),
  exportedAt: IsoInstant,
  club: v.object({
    tenant: v.string(),
    name: v.string(),
    /** The IANA zone the club's times are in, as the app shows them (e.g. Europe/Tallinn). */
    timeZone: v.string(),
    contactEmail: v.string(),
    contactPhone: v.string(),
  }),
  profile: ExportProfile,
  bookings: v.array(ExportBooking),
  /** Counted per status, over every booking above. */
  attendance: v.object({ booked: v.number(), present: v.number(), cancelled: v.number() }),
  contracts: v.array(ExportContract),
  invoices: v.array(ExportInvoice),
  vouchers: v.array(ExportVoucher),
  entryCodes: v.array(ExportEntryCode),
  devices: v.array(ExportDevice),
  calendarFeed: v.nullable(
    v.object({ language: Language, createdAt: IsoInstant, lastFetchedAt: v.nullable(IsoInstant) }),
  ),
  bookingAlerts: v.array(v.object({ classId: Id, createdAt: IsoInstant })),
  standingBookings: v.array(
    v.object({
      series: v.string(),
      createdAt: IsoInstant,
      pausedUntil: v.nullable(IsoDate),
      stoppedAt: v.nullable(IsoInstant),
    }),
  ),
  strikes: v.array(ExportStrike),
  /** Each consent given and withdrawn (push per device; SMS once members can turn it on), oldest first. */
  consents: v.array(ExportConsent),
  loginSessions: v.array(ExportSession),
  notices: v.array(ExportNotice),
  erasureRequest: v.nullable(v.object({ requestedAt: IsoInstant, dueAt: v.nullable(IsoInstant) })),
});
export type MemberDataExport = v.InferOutput<typeof MemberDataExport>;

/** GET /user/account/erasure: the member's open request to erase their account, if any. */
export const ErasureState = v.object({
  requested: v.boolean(),
  requestedAt: v.nullable(IsoInstant),
  /** When it proceeds by itself; null: when the club confirms it. */
  dueAt: v.nullable(IsoInstant),
});
export type ErasureState = v.InferOutput<typeof ErasureState>;

/** POST /user/account/erasure: the member confirms with their password. */
export const ErasureRequestBody = v.object({ password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** GET /admin/erasures: the open requests, oldest first. */
export const ErasureQueueItem = v.object({
  id: Id,
  clientId: Id,
  name: v.string(),
  username: v.string(),
  requestedAt: IsoInstant,
  dueAt: v.nullable(IsoInstant),
});
export const ErasureQueue = v.array(ErasureQueueItem);
export type ErasureQueue = v.InferOutput<typeof ErasureQueue>;

/** GET/PUT /admin/privacy: the club's privacy settings, applied by the housekeeping sweep. */
const wholeNumber = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** What the club keeps and for how long (issue #40 point 3), as GET /admin/privacy answers it. */
export const PrivacySettings = v.object({
  /** Days after a request that the erasure proceeds by itself; null: only when an admin confirms it. */
  erasureAfterDays: v.nullable(wholeNumber(0, 90)),
  /** Days the SMS outbox keeps a message (its phone number and text) after it was queued. */
  smsOutboxDays: wholeNumber(1, 365),
  /**
   * Months after its last activity (login, booking) that an ended or closed account is erased by itself;
   * null: never. Accounts in debt are kept, as are their invoices (7 years) whatever this says.
   */
  inactiveAccountMonths: v.nullable(wholeNumber(1, 120)),
  /**
   * Days a login session (its refresh token: account, time of its last use) is kept unused; then it ends, and the
   * push subscription of the device that logged in goes with it. At most 30: "stay logged in" lasts no longer.
   */
  loginRecordDays: wholeNumber(1, 30),
  /** Days a sent or given-up push message (its device and text) is kept after it was queued. */
  pushMessageDays: wholeNumber(1, 30),
  /** Years the audit log keeps a staff action; older entries are pruned from the chain's start. */
  auditLogYears: wholeNumber(1, 10),
});
export type PrivacySettings = v.InferOutput<typeof PrivacySettings>;

/**
 * PUT /admin/privacy: the settings that came later may be left out (a client older than them), and keep what
 * the club saved before, or the default.
 */
export const PrivacySettingsBody = v.object({
  ...PrivacySettings.entries,
  loginRecordDays: v.optional(PrivacySettings.entries.loginRecordDays),
  pushMessageDays: v.optional(PrivacySettings.entries.pushMessageDays),
  auditLogYears: v.optional(PrivacySettings.entries.auditLogYears),
});
export type PrivacySettingsBody = v.InferOutput<typeof PrivacySettingsBody>;

/**
 * The shortest the law allows: erasure within a month of the request (GDPR art. 12(3)); an SMS log for a month
 * (enough to answer "did the club tell me?"); an account that ended, kept a year for a member who comes back.
 * No law sets a minimum for login sessions or push messages, so they keep their lengths from before, already
 * short: a session lives 30 days unused at most ("stay logged in"), a finished push 3 days (a reminder's dedupe
 * needs it only until the class starts, and a question about a push comes within days). The audit log shows who
 * changed invoices, payments and credits: it is the trail of accounting source documents, which the Estonian
 * Accounting Act (§ 12) keeps 7 years, and a dispute over them may come that late.
 */
export const defaultPrivacySettings: PrivacySettings = {
  erasureAfterDays: 30,
  smsOutboxDays: 30,
  inactiveAccountMonths: 12,
  loginRecordDays: 30,
  pushMessageDays: 3,
  auditLogYears: 7,
};
