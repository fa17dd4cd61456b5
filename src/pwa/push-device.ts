import { apiRequest, apiSend } from '../api/client.ts';
import { PushDeviceState, PushKeyResponse, type ReminderLead } from '../api/contract/push.ts';
import type { Language } from '../api/contract/tenant.ts';

/**
 * Whether this browser can take notifications from the app: 'needsInstall' is iPhone and iPad Safari outside
 * the Home Screen (push is only for an added app there, iOS 16.4 on), 'unsupported' any engine without
 * Web Push, 'denied' a browser where the member (or a policy) blocked notifications for the site.
 */
export type PushSupport = 'available' | 'needsInstall' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!hasPush) {
    // navigator.standalone exists only in Apple's Safari on iPhone and iPad: false there means "in the browser"
    const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
    return standalone === false ? 'needsInstall' : 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The browser's subscription of this device, if it has one (the server may not know it: see deviceState). */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'available' || Notification.permission !== 'granted') return null;
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/**
 * On for this device means the server sends this browser's subscription to the signed-in user: a subscription
 * left from before a logout (the server forgot it then) or from another user is off here.
 */
export async function deviceState(): Promise<{
  subscription: PushSubscription;
  lead: ReminderLead;
  language: Language | null;
} | null> {
  const subscription = await browserSubscription();
  if (!subscription) return null;
  const state = await apiRequest('/user/push/subscription', {
    query: { endpoint: subscription.endpoint },
    schema: PushDeviceState,
  });
  return state.subscribed ? { subscription, lead: state.reminderLeadMinutes, language: state.language } : null;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64Url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** Tells the server this device's subscription, its language and its reminder lead (again, when they change). */
export async function sendSubscription(
  subscription: PushSubscription,
  language: Language,
  lead: ReminderLead,
): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  // Not a mutation hook: the write is one step of the browser's subscribing, and caches nothing (architecture.md).
  await apiSend('/user/push/subscription', {
    method: 'PUT',
    body: { endpoint, keys, language, reminderLeadMinutes: lead },
  });
}

export type TurnOnResult = { subscription: PushSubscription } | 'denied' | 'noWorker';

/**
 * After the member's tap (never on load): asks for the permission, subscribes with the server's key and
 * sends the subscription. A subscription made with an older key is replaced.
 */
export async function turnOnPush(language: Language, lead: ReminderLead): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const worker = await registration();
  if (!worker) return 'noWorker';
  const { publicKey } = await apiRequest('/user/push/key', { schema: PushKeyResponse });
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  await sendSubscription(subscription, language, lead);
  return { subscription };
}

/** Turning off: this browser unsubscribes and the server forgets it. */
export async function turnOffPush(subscription: PushSubscription): Promise<void> {
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  // Not a mutation hook: one step of the browser's unsubscribing, changing nothing cached (architecture.md).
  await apiSend('/user/push/subscription', { method: 'DELETE', body: { endpoint } });
}
