import { describe, expect, it, vi } from 'vitest';
import { notificationOptions, readPushPayload, showPush } from './push.ts';
import { notificationTarget, openNotificationTarget } from './notification-click.ts';

const data = (value: unknown) => ({ json: () => value });
const payload = {
  title: 'Cancelled: Morning yoga',
  body: 'ClubBook City: Morning yoga on 12.03 10:00 is cancelled.',
  url: '/calendar?id=7&date=2026-03-12',
  tag: 'class-7',
};

describe('push in the service worker', () => {
  it('shows the server’s message with the club icon, the class as tag and the class address as data', async () => {
    const showNotification = vi.fn(() => Promise.resolve());
    await showPush({ showNotification } as unknown as ServiceWorkerRegistration, data(payload));
    expect(showNotification).toHaveBeenCalledWith(payload.title, {
      body: payload.body,
      tag: 'class-7',
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    });
  });

  it('ignores what is not such a message, and never takes an address off this app', () => {
    expect(readPushPayload(null)).toBeNull();
    expect(readPushPayload({ json: () => JSON.parse('not json') as unknown })).toBeNull();
    expect(readPushPayload(data({ ...payload, url: 'https://evil.example/' }))).toBeNull();
    expect(readPushPayload(data({ ...payload, url: '//evil.example/' }))).toBeNull();
    expect(readPushPayload(data({ ...payload, tag: 7 }))).toBeNull();
    expect(notificationOptions(payload).tag).toBe('class-7');
  });
});

describe('a tap on a notification', () => {
  const origin = 'https://reval.example.com';
  const fakeWindow = (url: string, over: Partial<Record<'focused' | 'navigateFails', boolean>> = {}) => ({
    url,
    focused: over.focused ?? false,
    visibilityState: 'visible',
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(() =>
      over.navigateFails ? Promise.reject(new TypeError('not controlled')) : Promise.resolve(null),
    ),
  });
  const fakeClients = (windows: ReturnType<typeof fakeWindow>[]) => ({
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn(() => Promise.resolve(null)),
  });

  it('brings an open window of the app forward and shows the class in it', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow(`${origin}/entry`);
    const clients = fakeClients([other, app]);
    await openNotificationTarget(clients as unknown as Clients, notificationTarget({ url: payload.url }, origin));
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${origin}${payload.url}`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window at the class when none is open, or when the open one cannot be navigated', async () => {
    const none = fakeClients([]);
    await openNotificationTarget(none as unknown as Clients, `${origin}${payload.url}`);
    expect(none.openWindow).toHaveBeenCalledWith(`${origin}${payload.url}`);
    const uncontrolled = fakeClients([fakeWindow(`${origin}/`, { navigateFails: true })]);
    await openNotificationTarget(uncontrolled as unknown as Clients, `${origin}${payload.url}`);
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(`${origin}${payload.url}`);
  });

  it('opens only addresses of this app', () => {
    expect(notificationTarget({ url: 'https://evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget(null, origin)).toBe(`${origin}/`);
  });
});
