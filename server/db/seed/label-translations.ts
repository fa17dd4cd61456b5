import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../db.ts';
import { insertRows } from './insert-rows.ts';
import { demoTimetableTranslations } from './timetable-translations.ts';

/**
 * The demo club's own names (seeded in English in member-data.ts; the timetable's in timetable-translations.ts) in Estonian and Latvian: the
 * server answers with them when the app asks in et or lv (server/http/labels.ts).
 */
export const demoLabelTranslations: Record<string, { et: string; lv: string }> = {
  'Club card': { et: 'Klubikaart', lv: 'Kluba karte' },
  'Old club card': { et: 'Vana klubikaart', lv: 'Vecā kluba karte' },
  'Unlimited monthly': { et: 'Piiramatu kuupilet', lv: 'Neierobežots mēneša abonements' },
  'Pool 10 visits': { et: 'Bassein, 10 korda', lv: 'Baseins, 10 apmeklējumi' },
  'Student 3 months': { et: 'Õpilane, 3 kuud', lv: 'Studentu, 3 mēneši' },
  'Morning monthly': { et: 'Hommikune kuupilet', lv: 'Rīta mēneša abonements' },
  'Until further notice': { et: 'Tähtajatu', lv: 'Beztermiņa' },
  '90 days': { et: '90 päeva', lv: '90 dienas' },
  '3 months': { et: '3 kuud', lv: '3 mēneši' },
  'Monthly membership': { et: 'Kuu liikmetasu', lv: 'Mēneša biedra maksa' },
  'Towel rental': { et: 'Rätiku rent', lv: 'Dvieļa noma' },
  'Bring a friend': { et: 'Võta sõber kaasa', lv: 'Atved draugu' },
  'Sauna 5 visits': { et: 'Saun, 5 korda', lv: 'Pirts, 5 apmeklējumi' },
  'Summer pass': { et: 'Suvepilet', lv: 'Vasaras abonements' },
  'Spring yoga': { et: 'Kevadjooga', lv: 'Pavasara joga' },
  'Gym 10 visits': { et: 'Jõusaal, 10 korda', lv: 'Trenažieru zāle, 10 apmeklējumi' },
  'Free trial class': { et: 'Tasuta proovitund', lv: 'Bezmaksas izmēģinājuma nodarbība' },
  'Open day pass': { et: 'Avatud uste päeva pääse', lv: 'Atvērto durvju dienas caurlaide' },
  'Launch week': { et: 'Avamisnädal', lv: 'Atklāšanas nedēļa' },
  'Day ticket': { et: 'Päevapilet', lv: 'Dienas biļete' },
  'Evening ticket': { et: 'Õhtupilet', lv: 'Vakara biļete' },
};

export async function seedLabelTranslations(db: Db, tenant: TenantId): Promise<void> {
  await insertRows(
    db,
    'label_translations',
    Object.entries({ ...demoLabelTranslations, ...demoTimetableTranslations(tenant) }).flatMap(
      ([label, { et, lv }]) => [
        { tenant, label, language: 'et', translation: et },
        { tenant, label, language: 'lv', translation: lv },
      ],
    ),
  );
}
