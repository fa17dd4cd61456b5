/** Paths the navigation fallback must not answer with index.html. */
export const navigationDenylist: RegExp[] = [
  /^\/api\//,
  /^\/sw\.js$/,
  /^\/manifest\.webmanifest$/,
  /^\/favicon\.svg$/,
  /^\/icons\//,
  /^\/tenant\//,
  /^\/robots\.txt$/,
];

/** Per-club files the server renders from tenants/ (server/routes/tenant-assets.ts). */
export function isTenantAsset(pathname: string): boolean {
  return /^\/(manifest\.webmanifest|favicon\.svg|icons\/icon-\d+\.png|tenant\/[\w-]+\.svg)$/.test(pathname);
}

export type SkipWaitingMessage = { type: 'SKIP_WAITING' };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';
}
