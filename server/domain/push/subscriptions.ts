import type * as v from 'valibot';
import type { PushDeviceState, PushSubscriptionBody } from '../../../src/api/contract/push.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { notifiedStatuses } from '../account-status.ts';
import { hostCanBePublic } from '../outbound/public-address.ts';

type SubscriptionInput = v.InferOutput<typeof PushSubscriptionBody>;

/**
 * Push services are https on the public internet (the server posts each message there): any other address
 * would let a signed-in user make the server call into its own network. Tests run a push service on loopback
 * over http. The name's addresses are judged again when sending (pushTransport).
 */
export function isAllowedEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return hostCanBePublic(url, { allowLoopback: allowLoopbackHttp });
  return (
    allowLoopbackHttp && url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
  );
}

/**
 * Keeps this device's subscription for the user: a browser has one endpoint, so subscribing again (another
 * lead, another language, another user on the same browser) updates the one row and moves it to this user.
 */
export async function saveSubscription(
  db: Db,
  tenant: TenantId,
  userId: number,
  sessionId: string | undefined,
  body: SubscriptionInput,
  now: Date,
  allowLoopbackHttp: boolean,
): Promise<void> {
  if (!isAllowedEndpoint(body.endpoint, allowLoopbackHttp)) throw new ApiError(400, 'invalidInput');
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

/** The member turned notifications off on this device; another user's endpoint is left alone. */
export async function deleteSubscription(db: Db, tenant: TenantId, userId: number, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE tenant = $1 AND user_id = $2 AND endpoint = $3', [
    tenant,
    userId,
    endpoint,
  ]);
}

/** A logout ends the login session: the device that subscribed in it gets nothing more for this account. */
export async function deleteSessionSubscriptions(db: Db, tenant: TenantId, sessionId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE tenant = $1 AND session_id = $2', [tenant, sessionId]);
}

/**
 * A login session that ended without a logout (its refresh tokens expired, a reused token ended it, a password
 * change ended every other one) leaves no live refresh token: the device that subscribed in it gets nothing more.
 */
export async function deleteEndedSessionSubscriptions(db: Db, now: Date): Promise<number> {
  const gone = await db.query(
    `DELETE FROM push_subscriptions s WHERE s.session_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM refresh_tokens r WHERE r.tenant = s.tenant AND r.family_id = s.session_id AND r.expires_at > $1
     ) RETURNING s.id`,
    [now],
  );
  return gone.length;
}

/** Accounts that are no longer active (account-status.ts) get no pushes: their subscriptions go. */
export async function deleteInactiveSubscriptions(db: Db): Promise<number> {
  const gone = await db.query(
    'DELETE FROM push_subscriptions s USING users u WHERE u.id = s.user_id AND u.status <> ALL($1::int[]) RETURNING s.id',
    [notifiedStatuses],
  );
  return gone.length;
}
