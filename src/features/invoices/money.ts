import type { InvoiceLine } from '../../api/contract/invoice.ts';

/** Intl locale per app language: et-EE "12,50 €", en-GB "€12.50", lv-LV "12,50 €". */
const intlLocales: Record<string, string> = { et: 'et-EE', en: 'en-GB', lv: 'lv-LV' };

const intlLocale = (language: string) => intlLocales[language] ?? 'en-GB';

/** Integer cents as euros in the language's format. */
export function formatMoney(cents: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A VAT rate such as 22 or 5.5 as "22%" / "5,5%". */
export function formatVatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

export function formatQuantity(quantity: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 3 }).format(quantity);
}

export type VatGroup = { vatPercent: number; netCents: number; vatCents: number };

/** The VAT summary of an invoice: net and VAT per rate, highest rate first (as printed under the lines). */
export function vatSummary(lines: readonly Pick<InvoiceLine, 'vatPercent' | 'netCents' | 'vatCents'>[]): VatGroup[] {
  const groups = new Map<number, VatGroup>();
  for (const line of lines) {
    const group = groups.get(line.vatPercent) ?? { vatPercent: line.vatPercent, netCents: 0, vatCents: 0 };
    group.netCents += line.netCents;
    group.vatCents += line.vatCents;
    groups.set(line.vatPercent, group);
  }
  return [...groups.values()].sort((a, b) => b.vatPercent - a.vatPercent);
}

/** Sum of the lines without VAT. */
export function netTotal(lines: readonly Pick<InvoiceLine, 'netCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.netCents, 0);
}
