import { DOOR_SNAPSHOT_MAX_AGE_MS, isDoorSnapshot } from '../src/common/door-snapshot.ts';
import { doorSnapshotMarkup, insertDoorSnapshot, withoutModulePreloads } from './door-snapshot-html.ts';

/**
 * The answer to a navigation to /entry: the precached index.html (`plain`) with the stored door
 * snapshot painted in. Any problem (no snapshot, an unknown shape, a stale one, an unexpected
 * index.html) gives `plain` unchanged, so the page opens exactly as without the snapshot.
 */
export async function doorNavigationResponse(
  plain: Response,
  stored: Response | undefined,
  now = Date.now(),
): Promise<Response> {
  if (!stored) return plain;
  try {
    const snapshot: unknown = await stored.json();
    if (!isDoorSnapshot(snapshot)) return plain;
    const overlay = doorSnapshotMarkup(snapshot, now, DOOR_SNAPSHOT_MAX_AGE_MS);
    if (!overlay) return plain;
    const html = insertDoorSnapshot(withoutModulePreloads(await plain.clone().text()), overlay);
    if (!html) return plain;
    const headers = new Headers(plain.headers);
    // The body grew: a stored length would cut it short.
    headers.delete('Content-Length');
    return new Response(html, { status: plain.status, statusText: plain.statusText, headers });
  } catch {
    return plain;
  }
}
