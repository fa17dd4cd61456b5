import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIds, type TenantId } from '../../../src/api/contract/tenant.ts';
import { getTenant } from '../../../tenants/registry.ts';
import { openTestDb, type TestDb } from '../../test-support/test-db.ts';
import { DEMO_FAMILY_TENANT, EXTRA_MEMBERS, seedDemoData } from './index.ts';

let testDb: TestDb;
let seedMs = 0;
const now = new Date('2026-03-11T08:00:00.000Z');

beforeAll(async () => {
  testDb = await openTestDb();
  const started = performance.now();
  expect(await seedDemoData(testDb.db, now)).toBe(true);
  seedMs = performance.now() - started;
}, 120_000);
afterAll(() => testDb?.close());

const countsByTenant = async (table: string) =>
  Object.fromEntries(
    (
      await testDb.db.query<{ tenant: string; count: number }>(
        `SELECT tenant, count(*)::int AS count FROM ${table} GROUP BY tenant`,
      )
    ).map((r) => [r.tenant, r.count]),
  );

describe('seedDemoData', () => {
  it('seeds every tenant quickly', () => {
    console.log(`seedDemoData: ${tenantIds.length} tenants in ${Math.round(seedMs)} ms`);
    // About 10 s on an idle 2-core machine; the bound only catches a return to row-by-row inserts.
    expect(seedMs).toBeLessThan(60_000);
  });

  it('gives every tenant its clubs, demo accounts, members and member data', async () => {
    const expected: [string, number][] = [
      ['clubs', 2],
      ['rooms', 8],
      ['training_styles', 8],
      ['trainers', 5],
      // the parent and two children in every club (parent-family.ts), each with a club card and an invoice
      ['users', 5 + EXTRA_MEMBERS + 3],
      ['entry_codes', 5 + EXTRA_MEMBERS + 1 + 3],
      ['vouchers', 8],
      ['tickets', 3],
      ['invoices', 7 + 3],
      ['tenant_settings', 1],
    ];
    // the demo family's club has two children more, each with a club card (family.ts)
    const children = (table: string) => (['users', 'entry_codes'].includes(table) ? 2 : 0);
    for (const [table, count] of expected) {
      const counts = await countsByTenant(table);
      expect(counts[DEMO_FAMILY_TENANT]).toBe(count + children(table));
      counts[DEMO_FAMILY_TENANT] = count;
      expect([table, Object.keys(counts).sort()]).toEqual([table, [...tenantIds].sort()]);
      expect([table, new Set(Object.values(counts))]).toEqual([table, new Set([count])]);
    }
  });

  it('makes the demo member of one club a guardian of a child without a login of their own', async () => {
    const links = await countsByTenant('family_links');
    expect(links[DEMO_FAMILY_TENANT]).toBe(2 + 2);
    const children = await testDb.db.query<{ guardian: string; child: string; hash: string }>(
      `SELECT g.username AS guardian, d.username AS child, d.password_hash AS hash
       FROM family_links l JOIN users g ON g.id = l.guardian_id JOIN users d ON d.id = l.dependant_id
       WHERE g.username <> 'parent' ORDER BY 1`,
    );
    expect(children).toEqual([
      { guardian: 'member', child: 'member-child', hash: '' },
      { guardian: 'member2', child: 'member2-child', hash: '' },
    ]);
  });

  it("gives every club a parent with two children, one too young for a login, who pays the children's invoices", async () => {
    expect(await countsByTenant('family_links')).toEqual(
      Object.fromEntries(tenantIds.map((t) => [t, t === DEMO_FAMILY_TENANT ? 4 : 2])),
    );
    const rows = await testDb.db.query<{ tenant: string; child: string; has_login: boolean; payer: string }>(
      `SELECT d.tenant, d.username AS child, d.password_hash <> '' AS has_login, p.username AS payer
       FROM family_links l JOIN users g ON g.id = l.guardian_id JOIN users d ON d.id = l.dependant_id
       JOIN invoices i ON i.user_id = d.id JOIN users p ON p.id = i.payer_id
       WHERE g.username = 'parent' ORDER BY d.tenant, d.username`,
    );
    expect(rows).toHaveLength(tenantIds.length * 2);
    for (const tenant of tenantIds) {
      expect(rows.filter((r) => r.tenant === tenant).map(({ tenant: _, ...r }) => r)).toEqual([
        { child: 'parent-child', has_login: false, payer: 'parent' },
        { child: 'parent-teen', has_login: true, payer: 'parent' },
      ]);
    }
    const [young] = await testDb.db.query<{ login_age: number; age: number }>(
      `SELECT s.child_login_age AS login_age, date_part('year', age($1::date, u.birth_date))::int AS age
       FROM users u JOIN tenant_settings s ON s.tenant = u.tenant WHERE u.username = 'parent-child' LIMIT 1`,
      [now],
    );
    expect(young!.age).toBeLessThan(young!.login_age);
  });

  it('uses the Riga time zone for the Latvian brand only', async () => {
    const zones = await testDb.db.query<{ tenant: string; time_zone: string }>(
      'SELECT DISTINCT tenant, time_zone FROM clubs',
    );
    expect(zones.filter((z) => z.time_zone === 'Europe/Riga').map((z) => z.tenant)).toEqual(['fitnessbrand-lv']);
  });

  it('seeds classes with bookings through the training seed', async () => {
    const trainings = await countsByTenant('trainings');
    expect(Object.keys(trainings)).toHaveLength(tenantIds.length);
    const registrations = await countsByTenant('registrations');
    expect(Object.values(registrations).every((n) => n > 0)).toBe(true);
  });

  it("takes the invoice logo settings from each tenant's config (default 40 and 20)", async () => {
    const rows = await testDb.db.query<{
      tenant: TenantId;
      invoice_config: { invoiceLogoHeight: number; invoiceLogoPadding: number; invoiceLogo: string };
    }>('SELECT tenant, invoice_config FROM tenant_settings');
    for (const { tenant, invoice_config: config } of rows) {
      expect(config).toMatchObject({
        invoiceLogo: '/tenant/invoice-logo.svg',
        invoiceLogoHeight: getTenant(tenant).invoiceLogoHeight,
        invoiceLogoPadding: getTenant(tenant).invoiceLogoPadding,
      });
    }
    expect(rows.find((r) => r.tenant === 'default')?.invoice_config).toMatchObject({
      invoiceLogoHeight: 40,
      invoiceLogoPadding: 20,
    });
  });

  it('stores page rules as objects, hiding parts of the app for some brands', async () => {
    const rows = await testDb.db.query<{ page_rules: unknown }>(
      `SELECT page_rules FROM tenant_settings WHERE tenant = 'school'`,
    );
    expect(rows[0]?.page_rules).toMatchObject({ login: { isEmail: true }, menu: { isInvoiceHidden: true } });
  });

  it('does nothing on a database that has data', async () => {
    expect(await seedDemoData(testDb.db, now)).toBe(false);
    expect(Object.values(await countsByTenant('clubs')).every((n) => n === 2)).toBe(true);
  });
});
