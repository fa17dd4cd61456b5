import { PUSH_CONSENT_VERSION, type ConsentChannel } from '../../../src/api/contract/consent.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';

type ConsentEvent = { channel: ConsentChannel; given: boolean; textVersion: string; endpoint: string | null };

/** Records a consent given or withdrawn (issue #40 point 5): what, when, and which text the member was shown. */
export async function recordConsent(
  db: Db,
  tenant: TenantId,
  userId: number,
  event: ConsentEvent,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO member_consents (tenant, user_id, channel, given, at, text_version, endpoint)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tenant, userId, event.channel, event.given, now, event.textVersion, event.endpoint],
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
});

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
};

/** The member's consents, oldest first (the data export). */
export async function memberConsents(db: Db, tenant: TenantId, userId: number): Promise<ConsentRow[]> {
  return db.query<ConsentRow>(
    `SELECT channel, given, at, text_version, endpoint FROM member_consents
     WHERE tenant = $1 AND user_id = $2 ORDER BY at, id`,
    [tenant, userId],
  );
}
