import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { getTenant } from '../../../tenants/registry.ts';

type Translation = { et: string; lv: string };

/**
 * The demo timetable's names (training-plan.ts, clubs.ts, trainings.ts: classes, their prefix, styles,
 * rooms, room groups, units and comments) in Estonian and Latvian; the server answers with them when the
 * app asks in et or lv (server/domain/schedule/localize-training.ts).
 */
const timetableTranslations: Record<string, Translation> = {
  // classes
  'Morning yoga': { et: 'Hommikujooga', lv: 'Rīta joga' },
  'Aqua aerobics': { et: 'Vesiaeroobika', lv: 'Ūdens aerobika' },
  Pilates: { et: 'Pilates', lv: 'Pilates' },
  'Gym induction': { et: 'Jõusaali sissejuhatus', lv: 'Trenažieru zāles instruktāža' },
  'Personal training': { et: 'Personaaltreening', lv: 'Individuālais treniņš' },
  Spinning: { et: 'Spinning', lv: 'Spinings' },
  'Body pump': { et: 'Kangitreening', lv: 'Spēka treniņš ar stieni' },
  Zumba: { et: 'Zumba', lv: 'Zumba' },
  'Open gym': { et: 'Vaba jõusaal', lv: 'Brīvā trenažieru zāle' },
  Stretching: { et: 'Venitus', lv: 'Stiepšanās' },
  'Aqua fit': { et: 'Vesivõimlemine', lv: 'Ūdens fitness' },
  'Evening yoga': { et: 'Õhtujooga', lv: 'Vakara joga' },
  // children's classes (children-classes.ts)
  "Kids' gymnastics": { et: 'Laste võimlemine', lv: 'Bērnu vingrošana' },
  'Swimming for kids': { et: 'Laste ujumine', lv: 'Peldēšana bērniem' },
  NEW: { et: 'UUS', lv: 'JAUNUMS' },
  // styles (besides those named like a class)
  Yoga: { et: 'Jooga', lv: 'Joga' },
  Functional: { et: 'Funktsionaalne treening', lv: 'Funkcionālais treniņš' },
  // rooms, room groups, units
  'Studio 1': { et: 'Stuudio 1', lv: 'Studija 1' },
  'Studio 2': { et: 'Stuudio 2', lv: 'Studija 2' },
  Gym: { et: 'Jõusaal', lv: 'Trenažieru zāle' },
  Pool: { et: 'Bassein', lv: 'Baseins' },
  Studios: { et: 'Stuudiod', lv: 'Studijas' },
  'Gym and pool': { et: 'Jõusaal ja bassein', lv: 'Trenažieru zāle un baseins' },
  'Group training': { et: 'Rühmatreening', lv: 'Grupu nodarbība' },
  // comments
  'Popular class: join the waiting list if it is full.': {
    et: 'Populaarne tund: kui see on täis, liitu ootenimekirjaga.',
    lv: 'Populāra nodarbība: ja tā ir pilna, piesakies gaidīšanas sarakstā.',
  },
  'Cancelled: the trainer is ill.': { et: 'Ära jäetud: treener on haige.', lv: 'Atcelta: treneris ir slims.' },
  'Bring the training plan.': { et: 'Võta treeningkava kaasa.', lv: 'Paņem līdzi treniņu plānu.' },
};

/** The tenant's two demo clubs (clubs.ts: the brand, then the part of town), the brand kept as it is. */
function clubTranslations(tenant: TenantId): Record<string, Translation> {
  const brand = getTenant(tenant).brandName;
  return {
    [`${brand} City`]: { et: `${brand} Kesklinn`, lv: `${brand} Centrs` },
    [`${brand} Harbour`]: { et: `${brand} Sadam`, lv: `${brand} Osta` },
  };
}

export function demoTimetableTranslations(tenant: TenantId): Record<string, Translation> {
  return { ...timetableTranslations, ...clubTranslations(tenant) };
}
