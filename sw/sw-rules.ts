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

export type SkipWaitingMessage = { type: 'SKIP_WAITING' };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';
}
