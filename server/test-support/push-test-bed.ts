import * as v from 'valibot';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { MemberNotices } from '../../src/api/contract/notice.ts';
import { PushPayload } from '../../src/api/contract/push.ts';
import { deliverDuePushes, pushTransport } from '../domain/push/sender.ts';
import { BROWSER_PUSH_SERVICES } from '../domain/push/push-services.ts';
import { DEFAULT_VAPID_SUBJECT } from '../domain/push/vapid-keys.ts';
import { FIXTURE_NOW, makeTestApp, type DemoUser, type TestApp } from './make-test-app.ts';
import {
  decryptPush,
  makeBrowserKeys,
  startLocalPushService,
  type BrowserKeys,
  type LocalPushService,
} from './local-push-service.ts';

/*
 * The Web Push tests' bench (server/domain/push/push-*.test.ts): a test app with its own VAPID keys, a local push
 * service that decrypts what arrives, and devices subscribed through the API. `t` and `service` are the running
 * file's (set by setUpPushTestBed's beforeAll): server test files share their worker, one file at a time.
 */

export const vapid = { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
export let t: TestApp;
export let service: LocalPushService;

/** Starts the app and the push service for the calling test file, and marks each test's start. */
export function setUpPushTestBed(): void {
  beforeAll(async () => {
    [t, service] = await Promise.all([makeTestApp({ vapid }), startLocalPushService()]);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await t?.close();
  });
  beforeEach(() => {
    markArrivalsSeen();
    t.clock.set(FIXTURE_NOW);
  });
}

/** One browser of a demo user: its keys, its endpoint at the local push service, subscribed through the API. */
export type Device = { user: DemoUser; keys: BrowserKeys; path: string; endpoint: string };
let deviceCount = 0;
export async function subscribe(
  user: DemoUser,
  language: 'et' | 'en' | 'lv',
  reminderLeadMinutes: 60 | 180 | null = null,
): Promise<Device> {
  const keys = makeBrowserKeys();
  const path = `/push/device-${(deviceCount += 1)}`;
  const endpoint = `${service.origin}${path}`;
  const res = await t.request('PUT', '/user/push/subscription', {
    as: user,
    body: { endpoint, keys: keys.json, language, reminderLeadMinutes },
  });
  expect(res.status).toBe(204);
  return { user, keys, path, endpoint };
}

export const deliver = () =>
  deliverDuePushes(t.db, t.clock.now(), vapid, pushTransport({ services: BROWSER_PUSH_SERVICES, allowLoopback: true }));

/** The messages that reached this device since the test began or markArrivalsSeen, decrypted with its own keys. */
let seen = 0;
export function markArrivalsSeen(): void {
  seen = service.arrived.length;
}
export function arrivedFor(device: Device): PushPayload[] {
  return service.arrived
    .slice(seen)
    .filter((m) => m.path === device.path)
    .map((m) => v.parse(PushPayload, JSON.parse(decryptPush(m.body, device.keys))));
}

export const inApp = async (user: DemoUser) =>
  v.parse(MemberNotices, await (await t.request('GET', '/user/notice', { as: user })).json());
export const subscriptions = async () =>
  (await t.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY id')).map(
    (r) => r.endpoint,
  );
export const pending = async () =>
  t.db.query<{ attempts: number; next_attempt_at: Date; state: string }>(
    "SELECT attempts, next_attempt_at, state FROM push_queue WHERE state = 'pending'",
  );
