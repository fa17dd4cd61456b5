/// <reference lib="webworker" />
import type { PushPayload } from '../src/api/contract/push.ts';

/** The club's own icon, served per host (server/routes/tenant-assets.ts), so each club's notices carry its identity. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/**
 * The message the server queued (server/domain/push/enqueue.ts), or null for anything else. Checked by
 * hand rather than with the contract's schema, so the worker does not carry a validation library.
 */
export function readPushPayload(data: { json(): unknown } | null): PushPayload | null {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string')
    return null;
  // only a path of this app: a message can never send the member elsewhere
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return { title, body, url, tag };
}

/** A notice per class (tag): a later change replaces the earlier notice on the device, and alerts again. */
export function notificationOptions(payload: PushPayload): NotificationOptions & { renotify: boolean } {
  return {
    body: payload.body,
    tag: payload.tag,
    renotify: true,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    data: { url: payload.url },
  };
}

/** Shows what arrived, whether or not a page of the app is open (the browser wakes the worker for it). */
export function showPush(registration: ServiceWorkerRegistration, data: { json(): unknown } | null): Promise<void> {
  const payload = readPushPayload(data);
  if (!payload) return Promise.resolve();
  return registration.showNotification(payload.title, notificationOptions(payload));
}
