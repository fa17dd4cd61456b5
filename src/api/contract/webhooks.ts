import * as v from 'valibot';
import { AccountStatusCode } from './profile.ts';
import { Id, Instant } from './schedule.ts';

/**
 * Webhooks (issue 39): the events another system can ask for, their payloads (the Standard Webhooks body:
 * id, type, timestamp, the club, data) and the admin's endpoints and deliveries. docs/webhooks.md describes
 * them for integrators; the database writes the payloads (migration 170) in these shapes.
 */
export const webhookEventTypes = [
  'booking.created',
  'booking.cancelled',
  'booking.promoted',
  'class.created',
  'class.changed',
  'class.cancelled',
  'presence.marked',
  'member.status_changed',
] as const;
export const WebhookEventType = v.picklist(webhookEventTypes);
export type WebhookEventType = v.InferOutput<typeof WebhookEventType>;

/** A class as an event carries it; `name` is as stored (with its prefix), times are instants. */
export const WebhookClass = v.object({
  id: Id,
  clubId: Id,
  name: v.string(),
  start: Instant,
  end: Instant,
  roomId: Id,
  trainerId: v.nullable(Id),
  places: v.number(),
  cancelled: v.boolean(),
});

/** A booking (a registration) as an event carries it: its status after the change, and its class. */
export const WebhookBooking = v.object({
  id: Id,
  memberId: Id,
  status: v.picklist(['booked', 'waiting', 'offered', 'cancelled']),
  present: v.boolean(),
  class: WebhookClass,
});

const envelope = <T extends WebhookEventType, D extends v.GenericSchema>(type: T, data: D) =>
  v.object({
    /** the event's id: the same in the deliveries of one event to several endpoints */
    id: v.string(),
    type: v.literal(type),
    timestamp: Instant,
    /** the club (tenant) the event happened in, as in its address: `reval` of reval.example.com */
    club: v.string(),
    data,
  });

const bookingData = v.object({ booking: WebhookBooking });
const classData = v.object({ class: WebhookClass });

/** The payload of each event type (the OpenAPI document's `webhooks` describe one per type). */
export const webhookPayloads = {
  'booking.created': envelope('booking.created', bookingData),
  'booking.cancelled': envelope('booking.cancelled', bookingData),
  'booking.promoted': envelope('booking.promoted', bookingData),
  'presence.marked': envelope('presence.marked', bookingData),
  'class.created': envelope('class.created', classData),
  'class.changed': envelope('class.changed', classData),
  'class.cancelled': envelope('class.cancelled', classData),
  'member.status_changed': envelope(
    'member.status_changed',
    v.object({ member: v.object({ id: Id, status: AccountStatusCode, previousStatus: AccountStatusCode }) }),
  ),
} satisfies Record<WebhookEventType, v.GenericSchema>;

/** Every payload a receiver can get, by its `type`. */
export const WebhookPayload = v.variant('type', Object.values(webhookPayloads));
export type WebhookPayload = v.InferOutput<typeof WebhookPayload>;

/** An https address of at most 2,000 characters (the server also refuses one inside its own network). */
export const WebhookUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.url(),
  v.check((text) => /^https?:\/\//i.test(text)),
);

/** POST /admin/webhooks, PUT /admin/webhooks/:id: the address, the events it wants, on or off. */
export const WebhookEndpointBody = v.object({
  url: WebhookUrl,
  eventTypes: v.pipe(v.array(WebhookEventType), v.minLength(1), v.maxLength(webhookEventTypes.length)),
  enabled: v.optional(v.boolean(), true),
});
export type WebhookEndpointBody = v.InferInput<typeof WebhookEndpointBody>;

/** An endpoint as the admin sees it (never its secret after creation). */
export const WebhookEndpoint = v.object({
  id: Id,
  url: v.string(),
  eventTypes: v.array(WebhookEventType),
  enabled: v.boolean(),
  /**
   * why it stopped: 'gone' (the receiver answered 410), 'refused' (its address turned out to be inside the server's
   * network when sending), 'admin' (turned off), null when enabled
   */
  disabledReason: v.nullable(v.picklist(['gone', 'refused', 'admin'])),
  createdAt: Instant,
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpoint>;
export const WebhookEndpoints = v.array(WebhookEndpoint);

/** The answer of creating an endpoint and of rotating its secret: the secret, shown this once. */
export const WebhookSecret = v.object({ endpoint: WebhookEndpoint, secret: v.string() });
export type WebhookSecret = v.InferOutput<typeof WebhookSecret>;

/** One delivery of one event to one endpoint, newest first in GET /admin/webhooks/:id/deliveries. */
export const WebhookDelivery = v.object({
  id: Id,
  /** the `webhook-id` header: the same on every try */
  webhookId: v.string(),
  type: WebhookEventType,
  status: v.picklist(['pending', 'sent', 'failed']),
  attempts: v.number(),
  createdAt: Instant,
  lastAttemptAt: v.nullable(Instant),
  nextAttemptAt: v.nullable(Instant),
  /** the receiver's HTTP status, 0 when it did not answer, null before the first try */
  lastStatusCode: v.nullable(v.number()),
  /** the start of its answer, or why there was none */
  lastAnswer: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDelivery>;
export const WebhookDeliveries = v.array(WebhookDelivery);
