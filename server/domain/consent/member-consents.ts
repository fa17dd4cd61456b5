import {
  PUSH_CONSENT_VERSION,
  SMS_CONSENT_VERSION,
  type ConsentChannel,
  type ConsentEndReason,
} from '../../../src/api/contract/consent.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';

type ConsentEvent = {
  channel: ConsentChannel;
  given: boolean;
  textVersion: string;
  endpoint: string | null;
  /** why a withdrawal happened (migration 260); none for a consent given */
  reason?: ConsentEndReason;
};

/** Records a consent given or withdrawn (issue #40 point 5): what, when, and which text the member was shown. */
export async function recordConsent(
  db: Db,
  tenant: TenantId,
  userId: number,
  event: ConsentEvent,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO member_consents (tenant, user_id, channel, given, at, text_version, endpoint, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [tenant, userId, event.channel, event.given, now, event.textVersion, event.endpoint, event.reason ?? null],
  );
}

/** The member turned push on for this device, having read the push consent text of this version. */
export const pushConsentGiven = (endpoint: string): ConsentEvent => ({
  channel: 'push',
  given: true,
  textVersion: PUSH_CONSENT_VERSION,
  endpoint,
});

/** The member turned push off for this device; it names the version of the consent it withdraws. */
export const pushConsentWithdrawn = (endpoint: string, textVersion: string): ConsentEvent => ({
  channel: 'push',
  given: false,
  textVersion,
  endpoint,
  reason: 'member',
});

/** Push subscriptions removed without the member turning them off (a logout, an ended session, an ended account). */
export type RemovedSubscription = { tenant: string; user_id: number; endpoint: string };

/**
 * Notes the withdrawal of each removed device's push consent, naming the version of the consent it ends and why:
 * a device that gets nothing more has no consent left, and the member's record says so.
 */
export async function recordPushWithdrawals(
  db: Db,
  removed: readonly RemovedSubscription[],
  reason: Exclude<ConsentEndReason, 'member'>,
  now: Date,
): Promise<void> {
  if (removed.length === 0) return;
  await db.query(
    `INSERT INTO member_consents (tenant, user_id, channel, given, at, text_version, endpoint, reason)
     SELECT r.tenant, r.user_id, 'push', false, $4, coalesce((SELECT c.text_version FROM member_consents c
       WHERE c.tenant = r.tenant AND c.user_id = r.user_id AND c.channel = 'push' AND c.given AND c.endpoint = r.endpoint
       ORDER BY c.at DESC, c.id DESC LIMIT 1), $5), r.endpoint, $6
     FROM unnest($1::text[], $2::int[], $3::text[]) AS r(tenant, user_id, endpoint)`,
    [
      removed.map((r) => r.tenant),
      removed.map((r) => r.user_id),
      removed.map((r) => r.endpoint),
      now,
      PUSH_CONSENT_VERSION,
      reason,
    ],
  );
}

/** The member allowed or refused SMS notices in their profile, having read the SMS text of this version. */
export const smsChoice = (allowed: boolean): ConsentEvent => ({
  channel: 'sms',
  given: allowed,
  textVersion: SMS_CONSENT_VERSION,
  endpoint: null,
  reason: allowed ? undefined : 'member',
});

/** Whether SMS notices may reach this member: their newest choice, else yes (sms_allowed, migration 260). */
export async function smsAllowed(db: Db, tenant: TenantId, userId: number): Promise<boolean> {
  const [row] = await db.query<{ allowed: boolean }>('SELECT sms_allowed($1, $2) AS allowed', [tenant, userId]);
  return row?.allowed ?? true;
}

/** The member's SMS choice in their profile, recorded only when it changes what they had. */
export async function chooseSms(db: Db, tenant: TenantId, userId: number, allowed: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await smsAllowed(tx, tenant, userId)) === allowed) return;
    await recordConsent(tx, tenant, userId, smsChoice(allowed), now);
  });
}

/** The version of the last push consent this member gave for this device; null if none is recorded. */
export async function lastPushConsentVersion(
  db: Db,
  tenant: TenantId,
  userId: number,
  endpoint: string,
): Promise<string | null> {
  const [row] = await db.query<{ text_version: string }>(
    `SELECT text_version FROM member_consents WHERE tenant = $1 AND user_id = $2 AND channel = 'push' AND given
       AND endpoint = $3 ORDER BY at DESC, id DESC LIMIT 1`,
    [tenant, userId, endpoint],
  );
  return row?.text_version ?? null;
}

export type ConsentRow = {
  channel: ConsentChannel;
  given: boolean;
  at: Date;
  text_version: string;
  endpoint: string | null;
  reason: ConsentEndReason | null;
};

/** The member's consents, oldest first (the data export). */
export async function memberConsents(db: Db, tenant: TenantId, userId: number): Promise<ConsentRow[]> {
  return db.query<ConsentRow>(
    `SELECT channel, given, at, text_version, endpoint, reason FROM member_consents
     WHERE tenant = $1 AND user_id = $2 ORDER BY at, id`,
    [tenant, userId],
  );
}
