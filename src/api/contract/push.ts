import * as v from 'valibot';
import { Language } from './tenant.ts';

/** Reminder before a booked class, per device: off, or this many minutes before it starts (issue #25). */
export const reminderLeads = [60, 180] as const;
export const ReminderLead = v.nullable(v.picklist(reminderLeads));
export type ReminderLead = v.InferOutput<typeof ReminderLead>;

/** GET /user/push/key: the server's VAPID public key (base64url), the applicationServerKey to subscribe with. */
export const PushKeyResponse = v.object({ publicKey: v.string() });
export type PushKeyResponse = v.InferOutput<typeof PushKeyResponse>;

/** Base64url as PushSubscription.toJSON() writes its keys. */
const Base64Url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/), v.maxLength(200));

/** PUT /user/push/subscription: this device's subscription (PushSubscription.toJSON()) and its settings. */
export const PushSubscriptionBody = v.object({
  // an absolute address (the server allows only https push services: server/domain/push/subscriptions.ts)
  endpoint: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9+.-]*:\/\/\S+$/i), v.maxLength(2000)),
  keys: v.object({ p256dh: Base64Url, auth: Base64Url }),
  language: Language,
  reminderLeadMinutes: v.optional(ReminderLead, null),
});
export type PushSubscriptionBody = v.InferInput<typeof PushSubscriptionBody>;

/**
 * GET /user/push/subscription?endpoint=…: whether the server sends this device's subscription to the signed-in
 * user, and its reminder lead. A browser subscription the server does not know (the device was logged out,
 * or another user had it) counts as off.
 */
export const PushDeviceState = v.object({
  subscribed: v.boolean(),
  reminderLeadMinutes: ReminderLead,
  language: v.nullable(Language),
});
export type PushDeviceState = v.InferOutput<typeof PushDeviceState>;

/** DELETE /user/push/subscription: forget this device's subscription (the member turned it off). */
export const PushUnsubscribeBody = v.object({ endpoint: v.pipe(v.string(), v.maxLength(2000)) });

/** GET /user/push/subscription?endpoint: the state of this device's subscription. */
export const PushSubscriptionQuery = v.object({ endpoint: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)) });

/** What the service worker receives (sw/push.ts) and shows; the same for every kind of notice. */
export const PushPayload = v.object({
  title: v.string(),
  body: v.string(),
  /** The class in the app, a path of the app's own origin: '/calendar?id=12&date=2026-03-12'. */
  url: v.pipe(v.string(), v.regex(/^\/(?!\/)/)),
  /** One per class: a later notice about the same class replaces the earlier one on the device. */
  tag: v.string(),
});
export type PushPayload = v.InferOutput<typeof PushPayload>;
