import { describe, expect, it } from 'vitest';
import { hostCanBePublic, isPublicIp, publicLookup, RefusedAddressError } from './public-address.ts';

const strict = { allowLoopback: false };

describe('addresses the server may post to', () => {
  it('takes only public unicast addresses, IPv4 written as IPv6 judged as IPv4', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '2a00:1450:4001:80b::200a'])
      expect([ip, isPublicIp(ip)]).toEqual([ip, true]);
    const internal = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254', // cloud metadata
      '100.64.0.1', // carrier-grade NAT
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not an address',
    ];
    for (const ip of internal) expect([ip, isPublicIp(ip)]).toEqual([ip, false]);
  });

  it('refuses hosts that can only mean this machine or its network, before any lookup', () => {
    const host = (url: string, allowLoopback = false) => hostCanBePublic(new URL(url), { allowLoopback });
    expect(host('https://fcm.googleapis.com/fcm/send/x')).toBe(true);
    expect(host('https://93.184.216.34/x')).toBe(true);
    for (const url of [
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://nas.local/x',
      'https://db/x',
    ])
      expect([url, host(url)]).toEqual([url, false]);
    // the tests' own receivers run on loopback
    expect(host('https://127.0.0.1:9/x', true)).toBe(true);
    expect(host('https://10.0.0.1/x', true)).toBe(false);
  });

  it('refuses at connection time a name that resolves to the server’s own network', async () => {
    const answer = (lookup: ReturnType<typeof publicLookup>) =>
      new Promise<unknown>((resolve) =>
        lookup('localhost', { all: false }, (error, address) => resolve(error ?? address)),
      );
    expect(await answer(publicLookup(strict))).toBeInstanceOf(RefusedAddressError);
    expect(await answer(publicLookup({ allowLoopback: true }))).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
