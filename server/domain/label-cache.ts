import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { localVersions, SHARED_MAX_AGE_MS, type ScheduleVersions } from './schedule/schedule-versions.ts';

/** How old the names of an answer read under no version (a booking's, a look-up's) may be: as old as a shared database's kept answers. */
export const UNVERSIONED_MAX_AGE_MS = SHARED_MAX_AGE_MS;

/** A club's stored labels and what it calls them in one language. */
export type Translations = ReadonlyMap<string, string>;

/**
 * Each tenant's label translations per language, read once and kept: the timetable translates every
 * class, room, style and club name of every answer, and a query per request would cost the read path
 * (#14) more than the answer itself. Kept under the same versions as the schedule answers
 * (schedule-versions.ts): every write request makes a tenant's copies stale, in every process, so an
 * admin page that edits them needs nothing more.
 */
export class LabelCache {
  private readonly kept = new Map<string, { version: number; readAt: number; translations: Promise<Translations> }>();

  constructor(
    private readonly versions: ScheduleVersions = localVersions(),
    /** ms, monotonic (tests move it) */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * `readUnder`: the version a schedule answer is being read under, so a kept answer never pairs a newer
   * version with older names. Other callers (a booking's answer, a look-up) take names up to
   * UNVERSIONED_MAX_AGE_MS old instead, on either database: every write request bumps the version, so a
   * version check would read the translations again for every booking, doubling the embedded database's
   * calls per booking; only an admin's save or seeding changes them.
   */
  async translations(db: Db, tenant: TenantId, language: Language, readUnder?: number): Promise<Translations> {
    const key = `${tenant}\n${language}`;
    const kept = this.kept.get(key);
    const now = this.clock();
    const maxAge = Math.min(this.versions.maxAgeMs, UNVERSIONED_MAX_AGE_MS);
    if (kept && (readUnder === undefined ? now - kept.readAt < maxAge : kept.version >= readUnder)) return kept.translations;
    const shared = Number.isFinite(this.versions.maxAgeMs);
    // Read without a version on a shared database: any versioned caller reads again. The local version is
    // read without awaiting, so callers arriving together share one read.
    const current = readUnder ?? (shared ? -1 : this.versions.current(tenant));
    const version = typeof current === 'number' ? current : await current;
    const translations = read(db, tenant, language);
    const entry = { version, readAt: now, translations };
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
