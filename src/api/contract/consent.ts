import * as v from 'valibot';
import { IsoInstant } from './wire-formats.ts';

/**
 * The version of the text a member reads when turning push notices on (push-consent.tsx): the server records
 * it with the consent. A new wording gets a new version, so a recorded consent always names what was shown.
 */
export const PUSH_CONSENT_VERSION = 'push-2026-11';

/**
 * The version of the text a member reads at the SMS notices setting of their profile (sms-notices.tsx): recorded
 * with each choice, as for push.
 */
export const SMS_CONSENT_VERSION = 'sms-2026-11';

/** Why a consent ended (migration 260): turned off, a logout on the device, its session ended, the account ended. */
export const ConsentEndReason = v.picklist(['member', 'logout', 'session_ended', 'account_inactive']);
export type ConsentEndReason = v.InferOutput<typeof ConsentEndReason>;

/** GET and PUT /user/account/sms-notices: whether the member lets the club text them notices. */
export const SmsNoticesChoice = v.object({ allowed: v.boolean() });
export type SmsNoticesChoice = v.InferOutput<typeof SmsNoticesChoice>;

export const ConsentChannel = v.picklist(['push', 'sms']);
export type ConsentChannel = v.InferOutput<typeof ConsentChannel>;

/** How long invoices are kept (the Estonian Accounting Act § 12: 7 years from the end of their financial year). */
export const INVOICE_RETENTION_YEARS = 7;

/** GET /public/privacy: what the club's privacy notice page says about the club, its contact and its retention. */
export const PublicPrivacyNotice = v.object({
  clubName: v.string(),
  contactEmail: v.string(),
  contactPhone: v.string(),
  retention: v.object({
    erasureAfterDays: v.nullable(v.number()),
    smsOutboxDays: v.number(),
    inactiveAccountMonths: v.nullable(v.number()),
    loginRecordDays: v.number(),
    pushMessageDays: v.number(),
    auditLogYears: v.number(),
    invoiceYears: v.number(),
  }),
  pushConsentVersion: v.string(),
  smsConsentVersion: v.string(),
});
export type PublicPrivacyNotice = v.InferOutput<typeof PublicPrivacyNotice>;

/** One consent event in the member's data export. */
export const ExportConsent = v.object({
  channel: ConsentChannel,
  given: v.boolean(),
  at: IsoInstant,
  textVersion: v.string(),
  /** For push: the push service of the device it concerns (as in `devices`); null for SMS. */
  pushService: v.nullable(v.string()),
  /** For a withdrawal: why it ended (turned off, a logout on the device, …); null for a consent given. */
  reason: v.nullable(ConsentEndReason),
});
