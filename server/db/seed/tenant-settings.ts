import type { PageRules } from '../../../src/api/contract/page.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { InvoiceConfig } from '../../../src/api/contract/invoice.ts';
import type { ClubContact } from '../../../src/api/contract/settings.ts';
import { getTenant } from '../../../tenants/registry.ts';
import type { Db } from '../db.ts';

/** A few brands hide parts of the app, so each page rule is seen in use somewhere. */
const pageRuleOverrides: Partial<Record<TenantId, PageRules>> = {
  school: {
    login: { isEmail: true },
    menu: { isInvoiceHidden: true, isLanguageHidden: false },
    notification: { isSmsHidden: false },
  },
  'fitnessbrand-lv': {
    login: { isEmail: false },
    menu: { isInvoiceHidden: false, isLanguageHidden: true },
    notification: { isSmsHidden: false },
  },
  spa: {
    login: { isEmail: true },
    menu: { isInvoiceHidden: false, isLanguageHidden: false },
    notification: { isSmsHidden: true },
  },
};

export function invoiceConfigFor(tenant: TenantId, invoiceLogoUrl: string): InvoiceConfig {
  const config = getTenant(tenant);
  const latvian = tenant === 'fitnessbrand-lv';
  return {
    invoiceLogo: invoiceLogoUrl,
    invoiceLogoHeight: config.invoiceLogoHeight,
    invoiceLogoPadding: config.invoiceLogoPadding,
    sellerName: `${config.brandName} ${latvian ? 'SIA' : 'OÜ'}`,
    sellerAddress: latvian ? 'Brīvības iela 1, Rīga, LV-1010' : 'Narva mnt 1, Tallinn, 10117',
    registrationCode: latvian ? '40003000001' : '12000001',
    vatNumber: latvian ? 'LV40003000001' : 'EE100000001',
    iban: latvian ? 'LV80BANK0000435195001' : 'EE382200221020145685',
  };
}

/** A demo club's front desk: a phone, an e-mail at its own host, the seller's address and usual gym hours. */
export function contactFor(tenant: TenantId): ClubContact {
  const config = getTenant(tenant);
  const latvian = tenant === 'fitnessbrand-lv';
  const host = config.hosts[0] ?? `${tenant}.clubbook.example`;
  return {
    phone: latvian ? '+371 6700 0000' : '+372 600 0000',
    email: `info@${host}`,
    address: invoiceConfigFor(tenant, '').sellerAddress,
    openingHours: [
      { fromDay: 1, toDay: 5, opens: '06:30', closes: '22:00' },
      { fromDay: 6, toDay: 7, opens: '09:00', closes: '20:00' },
    ],
  };
}

export async function seedTenantSettings(db: Db, tenant: TenantId, invoiceLogoUrl: string): Promise<void> {
  await db.query(
    `INSERT INTO tenant_settings (tenant, page_rules, invoice_config, contact)
     VALUES ($1, $2::text::jsonb, $3::text::jsonb, $4::text::jsonb)`,
    [
      tenant,
      JSON.stringify(pageRuleOverrides[tenant] ?? {}),
      JSON.stringify(invoiceConfigFor(tenant, invoiceLogoUrl)),
      JSON.stringify(contactFor(tenant)),
    ],
  );
}
