import type * as v from 'valibot';
import type { PushDeviceState, PushSubscriptionBody } from '../../../src/api/contract/push.ts';
import { PUSH_CONSENT_VERSION } from '../../../src/api/contract/consent.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { notifiedStatuses } from '../account-status.ts';
import { hostCanBePublic, type AddressPolicy } from '../outbound/public-address.ts';
import {
  lastPushConsentVersion,
  pushConsentGiven,
  pushConsentWithdrawn,
  recordConsent,
  recordPushWithdrawals,
  type RemovedSubscription,
} from '../consent/member-consents.ts';
import { isPushServiceHost } from './push-services.ts';

type SubscriptionInput = v.InferOutput<typeof PushSubscriptionBody>;

/**
 * Where the server may post pushes: `services`, the browsers' push services or the operator's list
 * (PUSH_SERVICE_HOSTS, push-services.ts); `allowLoopback`, the tests' own push service on this machine.
 */
export type PushServicePolicy = AddressPolicy & { services: readonly string[] };

const isLoopbackHost = (host: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(host);

/**
 * An endpoint is https on one of the push services, and its host can be public as written (an operator's
 * list could name an address): any other would let a signed-in user make the server post into its own
 * network, or anywhere else. The tests' push service runs on loopback, over http too. The name's addresses
 * are judged again at each connection (pushTransport), since DNS can change after this check.
 */
export function isAllowedEndpoint(endpoint: string, policy: PushServicePolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.allowLoopback && isLoopbackHost(url.hostname))
    return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && isPushServiceHost(url.hostname, policy.services) && hostCanBePublic(url, policy);
}

/**
 * Keeps this device's subscription for the user: a browser has one endpoint, so subscribing again (another
 * lead, another language, another user on the same browser) updates the one row and moves it to this user.
 * Turning push on for this device is the member's consent, recorded once: changing the lead or the language
 * of a subscription the member already has is not a new one.
 */
export async function saveSubscription(
  db: Db,
  tenant: TenantId,
  userId: number,
  sessionId: string | undefined,
  body: SubscriptionInput,
  now: Date,
  policy: PushServicePolicy,
): Promise<void> {
  if (!isAllowedEndpoint(body.endpoint, policy)) throw new ApiError(400, 'invalidInput');
  const [already] = await db.query(
    'SELECT 1 FROM push_subscriptions WHERE tenant = $1 AND user_id = $2 AND endpoint = $3',
    [tenant, userId, body.endpoint],
  );
  if (!already) await recordConsent(db, tenant, userId, pushConsentGiven(body.endpoint), now);
  await db.query(
    `INSERT INTO push_subscriptions (tenant, user_id, endpoint, p256dh, auth, language, session_id, reminder_lead_minutes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (endpoint) DO UPDATE SET tenant = $1, user_id = $2, p256dh = $4, auth = $5, language = $6, session_id = $7,
       reminder_lead_minutes = $8, updated_at = $9`,
    [
      tenant,
      userId,
      body.endpoint,
      body.keys.p256dh,
      body.keys.auth,
      body.language,
      sessionId ?? null,
      body.reminderLeadMinutes,
      now,
    ],
  );
}

/** This device's subscription as the server keeps it for this user (GET /user/push/subscription). */
export async function subscriptionState(
  db: Db,
  tenant: TenantId,
  userId: number,
  endpoint: string,
): Promise<PushDeviceState> {
  const [row] = await db.query<{ reminder_lead_minutes: 60 | 180 | null; language: PushDeviceState['language'] }>(
    'SELECT reminder_lead_minutes, language FROM push_subscriptions WHERE tenant = $1 AND user_id = $2 AND endpoint = $3',
    [tenant, userId, endpoint],
  );
  return {
    subscribed: row !== undefined,
    reminderLeadMinutes: row?.reminder_lead_minutes ?? null,
    language: row?.language ?? null,
  };
}

/**
 * The member turned notifications off on this device, withdrawing the consent they gave for it; another user's
 * endpoint is left alone.
 */
export async function deleteSubscription(
  db: Db,
  tenant: TenantId,
  userId: number,
  endpoint: string,
  now: Date,
): Promise<void> {
  const gone = await db.query(
    'DELETE FROM push_subscriptions WHERE tenant = $1 AND user_id = $2 AND endpoint = $3 RETURNING id',
    [tenant, userId, endpoint],
  );
  if (gone.length === 0) return;
  const version = (await lastPushConsentVersion(db, tenant, userId, endpoint)) ?? PUSH_CONSENT_VERSION;
  await recordConsent(db, tenant, userId, pushConsentWithdrawn(endpoint, version), now);
}

/**
 * A logout ends the login session: the device that subscribed in it gets nothing more for this account, and the
 * member's consent for that device ends with it (recorded as withdrawn at the logout).
 */
export async function deleteSessionSubscriptions(
  db: Db,
  tenant: TenantId,
  sessionId: string,
  now: Date,
): Promise<void> {
  const gone = await db.query<RemovedSubscription>(
    'DELETE FROM push_subscriptions WHERE tenant = $1 AND session_id = $2 RETURNING tenant, user_id, endpoint',
    [tenant, sessionId],
  );
  await recordPushWithdrawals(db, gone, 'logout', now);
}

/**
 * A login session that ended without a logout (its refresh tokens expired, a reused token ended it, a password
 * change ended every other one) leaves no live refresh token: the device that subscribed in it gets nothing more.
 */
export async function deleteEndedSessionSubscriptions(db: Db, now: Date): Promise<number> {
  const gone = await db.query<RemovedSubscription>(
    `DELETE FROM push_subscriptions s WHERE s.session_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM refresh_tokens r WHERE r.tenant = s.tenant AND r.family_id = s.session_id AND r.expires_at > $1
     ) RETURNING s.tenant, s.user_id, s.endpoint`,
    [now],
  );
  await recordPushWithdrawals(db, gone, 'session_ended', now);
  return gone.length;
}

/** Accounts that are no longer active (account-status.ts) get no pushes: their subscriptions go. */
export async function deleteInactiveSubscriptions(db: Db, now: Date): Promise<number> {
  const gone = await db.query<RemovedSubscription>(
    `DELETE FROM push_subscriptions s USING users u WHERE u.id = s.user_id AND u.status <> ALL($1::int[])
     RETURNING s.tenant, s.user_id, s.endpoint`,
    [notifiedStatuses],
  );
  await recordPushWithdrawals(db, gone, 'account_inactive', now);
  return gone.length;
}
