import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { BROWSER_PUSH_SERVICES, isPushServiceHost, parsePushServiceHosts } from './push-services.ts';
import { isAllowedEndpoint } from './subscriptions.ts';

const browsers = { services: BROWSER_PUSH_SERVICES, allowLoopback: false };

describe('push endpoints the server accepts (issue #40 point 6)', () => {
  it('takes the four browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXyZ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMRD',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect([endpoint, isAllowedEndpoint(endpoint, browsers)]).toEqual([endpoint, true]);
  });

  it('refuses any other host, look-alikes, http and addresses in the server’s network', () => {
    for (const endpoint of [
      'https://push.example.com/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evilpush.apple.com/x',
      'https://push.apple.com/x', // *.push.apple.com names the hosts under it
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/x',
      'http://localhost:9/x',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ])
      expect([endpoint, isAllowedEndpoint(endpoint, browsers)]).toEqual([endpoint, false]);
  });

  it('allows loopback only when a test says so', () => {
    const tests = { ...browsers, allowLoopback: true };
    expect(isAllowedEndpoint('http://127.0.0.1:4999/push/device-1', tests)).toBe(true);
    expect(isAllowedEndpoint('https://localhost:4999/push/device-1', tests)).toBe(true);
    expect(isAllowedEndpoint('http://10.0.0.1/push/device-1', tests)).toBe(false);
  });

  it('reads the operator’s list from PUSH_SERVICE_HOSTS, which replaces the browsers’, and refuses a wrong entry', () => {
    const services = readEnv({ PUSH_SERVICE_HOSTS: 'push.club.example, *.relay.example' }).PUSH_SERVICE_HOSTS;
    expect(services).toEqual(['push.club.example', '*.relay.example']);
    const own = { services: services ?? [], allowLoopback: false };
    expect(isAllowedEndpoint('https://push.club.example/d/1', own)).toBe(true);
    expect(isAllowedEndpoint('https://eu.relay.example/d/1', own)).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/x', own)).toBe(false);
    // an operator's name that means the local network is still refused
    expect(isAllowedEndpoint('https://push.internal/d/1', { services: ['push.internal'], allowLoopback: false })).toBe(
      false,
    );
    expect(readEnv({}).PUSH_SERVICE_HOSTS).toBeUndefined();
    expect(() => parsePushServiceHosts('https://push.example/x')).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => parsePushServiceHosts('*')).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(isPushServiceHost('FCM.googleapis.com.', BROWSER_PUSH_SERVICES)).toBe(true);
  });
});
