import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { localVersions, type ScheduleVersions } from './schedule/schedule-versions.ts';

/** A club's stored labels and what it calls them in one language. */
export type Translations = ReadonlyMap<string, string>;

type Entry = { version: number; writes: number; readAt: number; translations: Promise<Translations> };

/**
 * Each tenant's label translations per language, read once and kept: the timetable translates every
 * class, room, style and club name of every answer, and a query per request would cost the read path
 * (#14) more than the answer itself. Kept under the same versions as the schedule answers
 * (schedule-versions.ts): every write request makes a tenant's copies stale, in every process, so an
 * admin page that edits them needs nothing more; only bookings and cancellations say they leave them be.
 */
export class LabelCache {
  private readonly kept = new Map<string, Entry>();
  /** Per tenant: the write requests finished in this process that may have changed its translations. */
  private readonly writes = new Map<TenantId, number>();

  constructor(
    private readonly versions: ScheduleVersions = localVersions(),
    /** ms, monotonic (tests move it) */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * A write request of the tenant has finished that may have changed its translations: any but those that
   * say they never do (booking and cancelling, app.ts). Called before it is answered, as the version bump.
   */
  noteWrite(tenant: TenantId): void {
    this.writes.set(tenant, (this.writes.get(tenant) ?? 0) + 1);
  }

  /**
   * `readUnder`: the version a schedule answer is being read under, so a kept answer never pairs a newer
   * version with older names. Other callers (a booking's answer, a look-up) take the kept names until a
   * write that may have changed them (noteWrite), not until any write: every booking bumps the version, and
   * reading the translations again after each one doubled the embedded database's calls per booking. On a
   * shared database they are also read again after the versions' maximum age, for other processes' writes.
   */
  async translations(db: Db, tenant: TenantId, language: Language, readUnder?: number): Promise<Translations> {
    const key = `${tenant}\n${language}`;
    const kept = this.kept.get(key);
    const now = this.clock();
    const writes = this.writes.get(tenant) ?? 0;
    const fresh =
      readUnder === undefined
        ? (k: Entry) => k.writes === writes && now - k.readAt < this.versions.maxAgeMs
        : (k: Entry) => k.version >= readUnder;
    if (kept && fresh(kept)) return kept.translations;
    const shared = Number.isFinite(this.versions.maxAgeMs);
    // Read without a version on a shared database: any versioned caller reads again. The local version is
    // taken without awaiting, so callers arriving together share one read.
    const taken = readUnder ?? (shared ? -1 : this.versions.current(tenant));
    const version = typeof taken === 'number' ? taken : await taken;
    const translations = read(db, tenant, language);
    const entry = { version, writes, readAt: now, translations };
    this.kept.set(key, entry);
    // a failed read is not kept: the next request tries again
    translations.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return translations;
  }
}

async function read(db: Db, tenant: TenantId, language: Language): Promise<Translations> {
  const rows = await db.query<{ label: string; translation: string }>(
    'SELECT label, translation FROM label_translations WHERE tenant = $1 AND language = $2',
    [tenant, language],
  );
  return new Map(rows.map((row) => [row.label, row.translation]));
}
