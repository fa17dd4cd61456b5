import { lookup } from 'node:dns/promises';
import { FormError } from '../api-error.ts';
import { hostCanBePublic, isPublicIp, type AddressPolicy } from '../outbound/public-address.ts';

/** How long creation waits for DNS before it lets the name through (it is judged again at every send). */
const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Refuses an address that is not https (400 `url.notHttps`), and (400 `url.addressNotPublic`) one that is, or now
 * resolves to, an address inside the server's own network: loopback, private, link-local, a cloud's metadata
 * service (public-address.ts). Plain http only for the tests' loopback receiver. A name that does not resolve yet is let through: the sender looks it up
 * again at every connection and refuses it then (DNS can change after this check, either way).
 */
export async function checkEndpointAddress(text: string, policy: AddressPolicy): Promise<void> {
  const url = new URL(text);
  const refused = () => new FormError(['url.addressNotPublic']);
  if (url.username || url.password) throw new FormError(['url.invalid']);
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:'))
    throw new FormError(['url.notHttps']);
  if (!hostCanBePublic(url, policy)) throw refused();
  const addresses = await resolve(url.hostname.replace(/^\[(.*)\]$/, '$1'));
  const loopbackOk = (address: string) => policy.allowLoopback && /^(127\.|::1$|::ffff:127\.)/.test(address);
  if (addresses.some((address) => !isPublicIp(address) && !loopbackOk(address))) throw refused();
}

async function resolve(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => (timer = setTimeout(() => done([]), LOOKUP_TIMEOUT_MS)));
  const answer = lookup(host, { all: true, verbatim: true }).then(
    (entries) => entries.map((entry) => entry.address),
    () => [],
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
