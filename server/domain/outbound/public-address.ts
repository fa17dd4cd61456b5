import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The server posts to addresses its users give it (a browser's push endpoint): those must be on the public
 * internet, never the server's own machine or network, nor a cloud's metadata service. ipaddr.js names every
 * special range (RFC 6890: loopback, private, link-local, unique-local, carrier-grade NAT, multicast, …);
 * only plain `unicast` is public. An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4.
 */
export function isPublicIp(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/** An address the server refuses to reach: not retried, the endpoint is dropped. */
export class RefusedAddressError extends Error {
  readonly code = 'EADDRNOTPUBLIC';
  constructor(host: string) {
    super(`${host} is not a public internet address`);
  }
}

/** `allowLoopback`: tests run their receivers on this machine (NODE_ENV=test only). */
export type AddressPolicy = { allowLoopback: boolean };

function allowed(address: string, policy: AddressPolicy): boolean {
  return isPublicIp(address) || (policy.allowLoopback && isLoopback(address));
}

/**
 * Whether a URL's host can be public as written: an IP literal must be public, and names that only ever
 * mean this machine or its network (localhost, *.local, *.internal, …) are refused. A name's addresses are
 * judged again at each connection (publicLookup), since DNS can change after the check.
 */
export function hostCanBePublic(url: URL, policy: AddressPolicy): boolean {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(host)) return allowed(host, policy);
  if (host === 'localhost' || host.endsWith('.localhost')) return policy.allowLoopback;
  return host.includes('.') && !/\.(local|internal|intranet|lan|home|corp|home\.arpa)$/.test(host);
}

/**
 * A DNS lookup for outgoing requests that fails with RefusedAddressError when the name resolves to any
 * address that is not public: the check happens at the moment of connecting, so a name re-pointed at the
 * server's network after it was accepted is still refused.
 */
export function publicLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.length === 0 || addresses.some((entry) => !allowed(entry.address, policy));
      if (refused) return callback(new RefusedAddressError(hostname), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}
