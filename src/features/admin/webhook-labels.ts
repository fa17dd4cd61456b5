import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WebhookDelivery, WebhookEventType } from '../../api/contract/webhooks.ts';
import type { BadgeTone } from '../../ui/badge.tsx';

/** The events an endpoint can want, as the admin reads them. */
export const webhookEventLabels: Record<WebhookEventType, MessageDescriptor> = {
  'booking.created': msg`A booking is made (a place or the waiting list)`,
  'booking.cancelled': msg`A booking is cancelled`,
  'booking.promoted': msg`A member gets a place from the waiting list`,
  'class.created': msg`A class is added`,
  'class.changed': msg`A class is changed`,
  'class.cancelled': msg`A class is cancelled`,
  'presence.marked': msg`Presence is marked`,
  'member.status_changed': msg`A member's account status changes`,
};

export const deliveryStatusLabels: Record<WebhookDelivery['status'], MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  sent: msg`Delivered`,
  failed: msg`Failed`,
};

export const deliveryStatusTones: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};
