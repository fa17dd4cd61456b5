/**
 * The push services the server may post to (issue #40 point 6). A browser's subscription endpoint is an
 * address on its vendor's push service; anything else would let a signed-in member make the server post
 * wherever they like. A pattern is a host name, or `*.` and a domain for any name under it.
 */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  '*.push.services.mozilla.com', // Firefox
  '*.push.apple.com', // Safari
  '*.notify.windows.com', // Edge on Windows (WNS)
];

/** `PUSH_SERVICE_HOSTS`: comma- or space-separated patterns; a wrong one is refused at start, not ignored. */
export function parsePushServiceHosts(list: string): string[] {
  const patterns = list
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const pattern of patterns)
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(pattern))
      throw new Error(`PUSH_SERVICE_HOSTS: "${pattern}" is not a host name or *.domain`);
  return patterns;
}

/** Whether the host is one of the patterns: `*.example.com` takes `a.example.com`, not `example.com` itself. */
export function isPushServiceHost(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}
