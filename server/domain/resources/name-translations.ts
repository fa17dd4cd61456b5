import { languages } from '../../../src/api/contract/tenant.ts';
import type { NameTranslations } from '../../../src/api/contract/admin-resources.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';

/**
 * Names are translated by label (the stored name), like every other label the server translates
 * (052_label_translations.sql, label-cache.ts): what the admin enters for a name replaces that label's
 * translations; an empty one removes it, so the stored name shows. Every write request already makes
 * the label cache forget the tenant (server/app.ts).
 */
export async function saveNameTranslations(
  db: Db,
  tenant: TenantId,
  label: string,
  translations: NameTranslations,
): Promise<void> {
  for (const language of languages) {
    const text = translations[language];
    if (text) {
      await db.query(
        `INSERT INTO label_translations (tenant, label, language, translation) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant, label, language) DO UPDATE SET translation = EXCLUDED.translation`,
        [tenant, label, language, text],
      );
    } else {
      await db.query('DELETE FROM label_translations WHERE tenant = $1 AND label = $2 AND language = $3', [
        tenant,
        label,
        language,
      ]);
    }
  }
}

/** The translations of many labels at once, for lists. */
export async function readNameTranslations(
  db: Db,
  tenant: TenantId,
  labels: string[],
): Promise<Map<string, NameTranslations>> {
  const rows = await db.query<{ label: string; language: string; translation: string }>(
    'SELECT label, language, translation FROM label_translations WHERE tenant = $1 AND label = ANY($2::text[])',
    [tenant, labels],
  );
  const out = new Map<string, NameTranslations>();
  for (const row of rows) {
    const entry = out.get(row.label) ?? { et: '', en: '', lv: '' };
    if (row.language === 'et' || row.language === 'en' || row.language === 'lv') entry[row.language] = row.translation;
    out.set(row.label, entry);
  }
  return out;
}
