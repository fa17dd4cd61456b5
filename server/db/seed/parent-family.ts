import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays, startOfMonth } from '../../../src/common/calendar.ts';
import type { Db } from '../db.ts';
import { insertIds, insertRows } from './insert-rows.ts';
import { referenceNumber } from './member-data.ts';
import type { PasswordHashes } from './users.ts';

/** The demo parent's family (issue 38 point 7), in every club. */
export type ParentFamilyIds = { parent: number; child: number; teen: number };

/** The parent's children: one too young for a login (the club's login age is 13), one old enough to have one. */
export const PARENT_CHILD_AGES = { child: 7, teen: 14 } as const;

/**
 * `parent` / `Parent1234` with two children: Lenna (7, no login: her parent acts for her) and Robin (14, his own
 * login `parent-teen` / `Member1234`). Each has a club card; the children's monthly invoices name the parent as
 * payer, so the parent sees three invoices and Robin none.
 */
export async function seedParentFamily(
  db: Db,
  tenant: TenantId,
  tenantIndex: number,
  today: string,
  now: Date,
  hashes: PasswordHashes,
  { adminId, vatPercent }: { adminId: number; vatPercent: number },
): Promise<ParentFamilyIds> {
  const person = (username: string, first: string, hash: string, n: number, age: number | null) => ({
    tenant,
    username,
    email: `${username}@${tenant}.example.com`,
    // the children have no phone: the parent is called, and told by SMS
    phone: age === null ? `+3725${String(9000000 + n)}` : '',
    first_name: first,
    last_name: 'Lepp',
    gender: n === 2 ? 'male' : 'female',
    // no password hash for the young child: nobody logs in as her (a malformed hash never verifies)
    password_hash: hash,
    client_code: `C3000${n}`,
    birth_date: age === null ? null : addDays(today, -Math.round(age * 365.25)),
    needs_update: false,
  });
  const [parent, child, teen] = await insertIds(db, 'users', [
    person('parent', 'Maris', hashes.parent, 0, null),
    person('parent-child', 'Lenna', '', 1, PARENT_CHILD_AGES.child),
    person('parent-teen', 'Robin', hashes.member, 2, PARENT_CHILD_AGES.teen),
  ]);
  if (parent === undefined || child === undefined || teen === undefined) throw new Error('seeding parent failed');
  await insertRows(db, 'family_links', [
    { tenant, guardian_id: parent, dependant_id: child, linked_by: adminId, linked_at: now },
    { tenant, guardian_id: parent, dependant_id: teen, linked_by: adminId, linked_at: now },
  ]);
  const code = (n: number) => String(100000000 + tenantIndex * 100000 + 95000 + n);
  await insertRows(
    db,
    'entry_codes',
    [parent, child, teen].map((userId, i) => ({
      code: code(i),
      tenant,
      user_id: userId,
      name: 'Club card',
      valid_until: addDays(today, 365),
    })),
  );
  await seedParentInvoices(db, tenant, tenantIndex, today, vatPercent, { parent, child, teen });
  return { parent, child, teen };
}

/** This month's invoice of each: the parent's own, and one per child that the parent pays. */
async function seedParentInvoices(
  db: Db,
  tenant: TenantId,
  tenantIndex: number,
  today: string,
  vatPercent: number,
  ids: ParentFamilyIds,
) {
  const date = startOfMonth(today);
  const people = [
    { userId: ids.parent, name: 'Maris Lepp', code: 'C30000', price: 4839 },
    { userId: ids.child, name: 'Lenna Lepp', code: 'C30001', price: 2500 },
    { userId: ids.teen, name: 'Robin Lepp', code: 'C30002', price: 2900 },
  ];
  const invoiceIds = await insertIds(
    db,
    'invoices',
    people.map((p, i) => ({
      tenant,
      user_id: p.userId,
      payer_id: p.userId === ids.parent ? null : ids.parent,
      number: `${date.slice(0, 4)}${String(tenantIndex + 1).padStart(2, '0')}${String(9001 + i)}`,
      invoice_date: date,
      due_date: addDays(date, 14),
      reference_number: referenceNumber(`${p.code.slice(1)}${String(i + 1).padStart(3, '0')}`),
      payer: 'Maris Lepp',
      client: `${p.name} (${p.code})`,
      paid_cents: 0,
    })),
  );
  await insertRows(
    db,
    'invoice_lines',
    invoiceIds.map((invoiceId, i) => ({
      invoice_id: invoiceId,
      // an article the club's label translations name in every language
      article: 'Monthly membership',
      quantity: 1,
      price_cents: people[i]!.price,
      vat_percent: vatPercent,
    })),
  );
}
