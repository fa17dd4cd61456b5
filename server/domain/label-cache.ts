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
  private readonly kept = new Map<string, { version: number; translations: Promise<Translations> }>();

  constructor(private readonly versions: ScheduleVersions = localVersions()) {}

  async translations(db: Db, tenant: TenantId, language: Language): Promise<Translations> {
    const version = await this.versions.current(tenant);
    const key = `${tenant}\n${language}`;
    const kept = this.kept.get(key);
    if (kept && kept.version >= version) return kept.translations;
    const translations = read(db, tenant, language);
    const entry = { version, translations };
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
