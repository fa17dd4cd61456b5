import type { Language } from '../api/contract/tenant.ts';

/*
 * Dates typed by hand in the app language's order and separators ("22.11.2026" in et and lv, "22/11/2026"
 * in en), not the browser's: a native date input follows the browser's locale whatever the app's language.
 */

const intlLocales: Record<Language, string> = { et: 'et-EE', en: 'en-GB', lv: 'lv-LV' };

type Field = 'day' | 'month' | 'year';
type EntryFormat = { order: Field[]; separator: string; trailing: string };

const formats = new Map<Language, EntryFormat>();

function entryFormat(language: Language): EntryFormat {
  let format = formats.get(language);
  if (!format) {
    const parts = new Intl.DateTimeFormat(intlLocales[language], {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2026, 10, 22)));
    const order = parts
      .map((p) => p.type)
      .filter((type): type is Field => type === 'day' || type === 'month' || type === 'year');
    const literals = parts.filter((p) => p.type === 'literal').map((p) => p.value);
    const last = parts.at(-1);
    format = {
      order,
      separator: literals[0]?.trim() || '.',
      trailing: last?.type === 'literal' ? last.value.trim() : '',
    };
    formats.set(language, format);
  }
  return format;
}

/** 'YYYY-MM-DD' as the language writes it ("22.11.2026"); '' for ''. */
export function formatDateEntry(iso: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const values: Record<Field, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  const { order, separator, trailing } = entryFormat(language);
  return order.map((field) => values[field]).join(separator) + trailing;
}

/** A typed date in the language's field order (any of . / - as separator) as 'YYYY-MM-DD', or null when it is no real date. */
export function parseDateEntry(text: string, language: Language): string | null {
  const numbers = text
    .trim()
    .replace(/[./-]\s*$/, '')
    .split(/\s*[./-]\s*/);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d+$/.test(n))) return null;
  const { order } = entryFormat(language);
  const value = (field: Field) => Number(numbers[order.indexOf(field)]);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  if (String(numbers[order.indexOf('year')]).length !== 4) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
