import { createHash } from 'node:crypto';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { localVersions, type ScheduleVersions } from './schedule-versions.ts';

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
 * What the kept answers' bodies may add up to (characters, a byte each for ASCII JSON). A count alone does
 * not bound them: a member's week is ~37 KB on the demo data and ~75 KB at a large club (`npm run soak`), so
 * 5,000 of them would be ~370 MB, on a server meant to run in 1 GB. 16 Mi holds ~200 large weeks, more than
 * are read between two bookings (every booking makes its tenant's answers stale).
 */
export const SCHEDULE_CACHE_MAX_CHARS = 16 * 1024 * 1024;

/**
 * Schedule answers (per tenant, viewer and query) kept between writes: an answer is only served while the
 * version it was read under is current (ScheduleVersions: in memory with PGlite, shared through PostgreSQL
 * when several processes write), so no write is ever missed. Answers that depend on the clock (a member's
 * place stops being cancellable) also end at that instant, and none is kept longer than the versions allow.
 */
export class ScheduleCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<Entry>>();
  /** Characters of the kept bodies (one byte each in V8 for ASCII JSON, two otherwise). */
  private chars = 0;

  constructor(
    private readonly versions: ScheduleVersions = localVersions(),
    private readonly maxEntries = 5000,
    private readonly maxChars = SCHEDULE_CACHE_MAX_CHARS,
  ) {}

  /** How many answers are kept, and their bodies' characters (for the memory metrics). */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }

  /** After a write: every kept answer of the tenant is stale (awaited before the write is answered). */
  async invalidate(tenant: TenantId): Promise<void> {
    await this.versions.bump(tenant);
  }

  /** The kept answer for `key`, else `read` (once for concurrent callers) and keep it. */
  async answer(
    tenant: TenantId,
    key: string,
    now: Date,
    read: (version: number) => Promise<{ value: unknown; validUntil: number }>,
  ): Promise<CachedAnswer> {
    const version = await this.versions.current(tenant);
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
    // Never replace an answer of a later version (a slower read that started earlier).
    const current = this.entries.get(fullKey);
    if (this.maxEntries > 0 && !(current && current.version > version)) this.keep(fullKey, entry);
    return entry;
  }

  private async read(
    version: number,
    now: Date,
    read: (version: number) => Promise<{ value: unknown; validUntil: number }>,
  ): Promise<Entry> {
    const { value, validUntil } = await read(version);
    const body = JSON.stringify(value);
    return {
      body,
      etag: etagOf(body),
      version,
      readAt: now.getTime(),
      validUntil: Math.min(validUntil, now.getTime() + this.versions.maxAgeMs),
    };
  }

  private keep(fullKey: string, entry: Entry) {
    this.drop(fullKey);
    this.entries.set(fullKey, entry);
    this.chars += entry.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.drop(oldest);
    }
  }

  private drop(fullKey: string) {
    const entry = this.entries.get(fullKey);
    if (!entry) return;
    this.entries.delete(fullKey);
    this.chars -= entry.body.length;
  }
}
