import {
  INVOICE_RETENTION_YEARS,
  PUSH_CONSENT_VERSION,
  SMS_CONSENT_VERSION,
  type PublicPrivacyNotice,
} from '../../../src/api/contract/consent.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { clubContact } from '../club-contact.ts';
import { privacySettings } from './privacy-settings.ts';

/**
 * What the club's privacy notice says about this club (issue #40 point 5): the club is the controller, named as
 * its first club is (as in the data export), with its contact and the retention periods it set. Public: a
 * visitor reads it before creating an account or turning notices on.
 */
export async function privacyNotice(db: Db, tenant: TenantId): Promise<PublicPrivacyNotice> {
  const [club] = await db.query<{ name: string }>('SELECT name FROM clubs WHERE tenant = $1 ORDER BY id LIMIT 1', [
    tenant,
  ]);
  const contact = await clubContact(db, tenant);
  const settings = await privacySettings(db, tenant);
  return {
    clubName: club?.name ?? tenant,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    retention: { ...settings, invoiceYears: INVOICE_RETENTION_YEARS },
    pushConsentVersion: PUSH_CONSENT_VERSION,
    smsConsentVersion: SMS_CONSENT_VERSION,
  };
}
