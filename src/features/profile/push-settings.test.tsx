import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { PUSH_CONSENT_VERSION } from '../../api/contract/consent.ts';
import { PushSettings } from './push-settings.tsx';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const calls = vi.hoisted(() => ({
  sent: [] as { path: string; method: string; body: unknown }[],
  /** The server's answer for this device: GET /user/push/subscription. */
  server: { subscribed: false, reminderLeadMinutes: null as 60 | 180 | null, language: null as string | null },
}));
vi.mock('../../api/client.ts', () => ({
  apiSend: async (path: string, options: { method: string; body?: unknown }) => {
    calls.sent.push({ path, method: options.method, body: options.body });
  },
  // the server's VAPID public key (65 bytes, base64url), and what it knows of this device
  apiRequest: async (path: string) => (path === '/user/push/key' ? { publicKey: `B${'A'.repeat(86)}` } : calls.server),
}));

type Stubs = {
  permission?: NotificationPermission;
  push?: boolean;
  standalone?: boolean;
  granted?: NotificationPermission;
};

/** The browser's side: Notification, PushManager and a worker registration whose pushManager the test watches. */
function stubBrowser(
  { permission = 'default', push = true, standalone, granted = 'granted' }: Stubs,
  existing = false,
) {
  const keys = { p256dh: 'BPUBLIC', auth: 'AUTH' };
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    const key = options.applicationServerKey as Uint8Array;
    current = {
      endpoint: 'https://push.example.com/device-1',
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: 'https://push.example.com/device-1', keys }),
      unsubscribe,
    } as unknown as PushSubscription;
    return current;
  });
  if (existing) void subscribe({ applicationServerKey: new Uint8Array(65) });
  const requestPermission = vi.fn(async () => granted);
  const notification = { permission, requestPermission };
  requestPermission.mockImplementation(async () => {
    notification.permission = granted;
    return granted;
  });
  vi.stubGlobal('Notification', push ? notification : undefined);
  if (!push) Reflect.deleteProperty(window, 'Notification');
  if (push) vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: push
      ? { getRegistration: async () => ({ pushManager: { getSubscription: async () => current, subscribe } }) }
      : undefined,
  });
  if (!push) Reflect.deleteProperty(navigator, 'serviceWorker');
  return { subscribe, unsubscribe, requestPermission };
}

const renderSettings = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PushSettings />
    </I18nProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  calls.sent.length = 0;
  calls.server = { subscribed: false, reminderLeadMinutes: null, language: null };
});

describe('Notifications on this device', () => {
  it('says in plain words why an iPhone in the browser, an engine without push, or a blocked site cannot have them', async () => {
    stubBrowser({ push: false, standalone: false });
    renderSettings();
    expect(screen.getByText(/notifications work once the app is on your Home Screen/)).toBeTruthy();
    cleanup();

    stubBrowser({ push: false });
    renderSettings();
    expect(screen.getByText(/This browser cannot show notifications from the app/)).toBeTruthy();
    cleanup();

    stubBrowser({ permission: 'denied' });
    renderSettings();
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('asks for the permission only after the tap, subscribes with the server key and sends it with the language and lead', async () => {
    const user = userEvent.setup();
    const browser = stubBrowser({});
    renderSettings();
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    // before the tap, the consent text names its version (the server records it) and links the privacy notice
    expect(screen.getByText(new RegExp(`text version ${PUSH_CONSENT_VERSION}`))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    await user.click(screen.getByRole('radio', { name: 'Reminder 3 hours before a booked class' }));
    await user.click(turnOn);
    await screen.findByText(/^On:/);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const key = browser.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array;
    expect(key.length).toBe(65);
    expect(calls.sent).toContainEqual({
      path: '/user/push/subscription',
      method: 'PUT',
      body: {
        endpoint: 'https://push.example.com/device-1',
        keys: { p256dh: 'BPUBLIC', auth: 'AUTH' },
        language: 'en',
        reminderLeadMinutes: 180,
      },
    });

    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    await screen.findByText(/^Off:/);
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(calls.sent.at(-1)).toEqual({
      path: '/user/push/subscription',
      method: 'DELETE',
      body: { endpoint: 'https://push.example.com/device-1' },
    });
  });

  it('stays off when the member declines the browser’s question, and says it is blocked', async () => {
    const user = userEvent.setup();
    stubBrowser({ granted: 'denied' });
    renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await screen.findByText(/Notifications are blocked for this site/);
    expect(calls.sent).toEqual([]);
  });

  it('shows a subscription the server keeps for this user as on, with its lead; one left from a logout as off', async () => {
    stubBrowser({ permission: 'granted' }, true);
    calls.server = { subscribed: true, reminderLeadMinutes: 60, language: 'en' };
    renderSettings();
    await screen.findByText(/^On:/);
    expect(
      (screen.getByRole('radio', { name: 'Reminder 1 hour before a booked class' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(calls.sent).toEqual([]);
    cleanup();

    stubBrowser({ permission: 'granted' }, true);
    calls.server = { subscribed: false, reminderLeadMinutes: null, language: null };
    renderSettings();
    await screen.findByText(/^Off:/);
  });
});
