import type { Language, TenantId } from '../../src/api/contract/tenant.ts';
import type { Db } from '../db/db.ts';

/** A club's stored labels and what it calls them in one language. */
export type Translations = ReadonlyMap<string, string>;

/**
 * Each tenant's label translations per language, read once and kept: the timetable translates every
 * class, room, style and club name of every answer, and a query per request would cost the read path
 * (#14) more than the answer itself. Only seeding writes the table today; every write request still
 * forgets the tenant's copies (server/app.ts), so a future admin page that edits them needs nothing more.
 * `keep: false` (another process may write: PostgreSQL) reads them on every call.
 */
export class LabelCache {
  private readonly kept = new Map<string, Promise<Translations>>();

  constructor(private readonly keep = true) {}

  translations(db: Db, tenant: TenantId, language: Language): Promise<Translations> {
    if (!this.keep) return read(db, tenant, language);
    const key = `${tenant}\n${language}`;
    let pending = this.kept.get(key);
    if (!pending) {
      pending = read(db, tenant, language);
      this.kept.set(key, pending);
      // a failed read is not kept: the next request tries again
      pending.catch(() => {
        if (this.kept.get(key) === pending) this.kept.delete(key);
      });
    }
    return pending;
  }

  /** After a write of the tenant: its translations are read afresh. */
  invalidate(tenant: TenantId): void {
    for (const key of this.kept.keys()) if (key.startsWith(`${tenant}\n`)) this.kept.delete(key);
  }
}

async function read(db: Db, tenant: TenantId, language: Language): Promise<Translations> {
  const rows = await db.query<{ label: string; translation: string }>(
    'SELECT label, translation FROM label_translations WHERE tenant = $1 AND language = $2',
    [tenant, language],
  );
  return new Map(rows.map((row) => [row.label, row.translation]));
}
