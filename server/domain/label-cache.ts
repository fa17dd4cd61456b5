import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';
import { localVersions, type ScheduleVersions } from './schedule/schedule-versions.ts';

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

  constructor(private readonly versions: ScheduleVersions = localVersions()) {}

  /**
   * `readUnder`: the version a schedule answer is being read under, so a kept answer never pairs a newer
   * version with older names. Other callers (a booking's answer, a look-up) on a shared database take names
   * up to the versions' maximum age old instead of a version read per request: only seeding writes them.
   */
  async translations(db: Db, tenant: TenantId, language: Language, readUnder?: number): Promise<Translations> {
    const shared = Number.isFinite(this.versions.maxAgeMs);
    const version = readUnder ?? (shared ? null : await this.versions.current(tenant));
    const key = `${tenant}\n${language}`;
    const kept = this.kept.get(key);
    const now = performance.now();
    if (kept && (version === null ? now - kept.readAt < this.versions.maxAgeMs : kept.version >= version)) return kept.translations;
    const translations = read(db, tenant, language);
    // Read without a version: any versioned caller reads again.
    const entry = { version: version ?? -1, readAt: now, translations };
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
