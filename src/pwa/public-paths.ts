/** Pages open to everyone (docs/behaviour.md#screens-and-routes): no unsaved user work there, so an update may reload at once. */
const publicPrefixes = ['/public', '/tickets', '/login', '/privacy'];

export function isPublicPath(pathname: string): boolean {
  return publicPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The same page with a fresh query parameter, so no HTTP cache between here and the server answers it. */
export function cacheBustedUrl(href: string, now = Date.now()): string {
  const url = new URL(href);
  url.searchParams.set('sw-reload', now.toString(36));
  return url.href;
}
