import { createHash } from 'node:crypto';
import type { TenantId } from '../../../src/api/contract/tenant.ts';

/** A schedule answer ready to send: its JSON and an ETag made from that JSON. */
export type CachedAnswer = { body: string; etag: string };

/** Read under `version` at `readAt`; holds until `validUntil` (ms). */
type Entry = CachedAnswer & { version: number; readAt: number; validUntil: number };

/** Time only moves forward in production; a test clock set back must not see an answer from its future. */
const holdsAt = (entry: Entry, now: Date) => entry.readAt <= now.getTime() && now.getTime() < entry.validUntil;

/** Weak: the compression middleware sends other bytes for the same JSON. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The ETag of an answer in one language: two languages' answers never share a tag, even when the club
 * has translated nothing on show, so a validator from one language never revalidates another's copy.
 */
export const etagIn = (etag: string, language: string) => `${etag.slice(0, -1)}.${language}"`;

/** True when an If-None-Match header lists the ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Schedule answers (per tenant, viewer and query) kept between writes. Every write request of a tenant
 * bumps its version once it has finished (server/app.ts), and an answer is only served while the version
 * it was read under is current, so no write is ever missed: the version is taken before the read, so an
 * answer read while a write commits is already stale when the write's bump lands. Answers that depend on
 * the clock (a member's place stops being cancellable) also end at that instant.
 */
export class ScheduleCache {
  private readonly versions = new Map<TenantId, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<Entry>>();

  constructor(private readonly maxEntries = 5000) {}

  /** After a write: every kept answer of the tenant is stale. */
  invalidate(tenant: TenantId): void {
    this.versions.set(tenant, this.version(tenant) + 1);
  }

  /** The kept answer for `key`, else `read` (once for concurrent callers) and keep it. */
  async answer(tenant: TenantId, key: string, now: Date, read: () => Promise<{ value: unknown; validUntil: number }>): Promise<CachedAnswer> {
    const version = this.version(tenant);
    const fullKey = `${tenant}\n${key}`;
    const kept = this.entries.get(fullKey);
    if (kept && kept.version === version && holdsAt(kept, now)) {
      // Most recently used last, so the oldest are evicted first.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, kept);
      return kept;
    }
    const readingKey = `${fullKey}\n${version}`;
    let pending = this.reading.get(readingKey);
    if (!pending) {
      pending = this.read(version, now, read);
      this.reading.set(readingKey, pending);
      void pending.finally(() => this.reading.delete(readingKey)).catch(() => undefined);
    }
    let entry = await pending;
    // A read shared with a caller of another moment may not hold now (a deadline passed in between).
    if (!holdsAt(entry, now)) entry = await this.read(version, now, read);
    if (this.version(tenant) === version) this.keep(fullKey, entry);
    return entry;
  }

  private async read(version: number, now: Date, read: () => Promise<{ value: unknown; validUntil: number }>): Promise<Entry> {
    const { value, validUntil } = await read();
    const body = JSON.stringify(value);
    return { body, etag: etagOf(body), version, readAt: now.getTime(), validUntil };
  }

  private version(tenant: TenantId): number {
    return this.versions.get(tenant) ?? 0;
  }

  private keep(fullKey: string, entry: Entry) {
    this.entries.delete(fullKey);
    this.entries.set(fullKey, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
