import type { TenantId } from '../../../src/api/contract/tenant.ts';
import { addDays } from '../../../src/common/calendar.ts';
import type { Db } from '../db.ts';
import { insertIds, insertRows } from './insert-rows.ts';
import type { DemoUserIds, FamilyIds } from './refs.ts';

/**
 * Family accounts (issue 38): `member` is the guardian of a child of 8 and `member2` of a child of 10, both too
 * young for a login of their own (no password, the club's login age is 13), each with a club card of their own.
 */
export async function seedFamilies(
  db: Db,
  tenant: TenantId,
  tenantIndex: number,
  today: string,
  now: Date,
  users: DemoUserIds,
): Promise<FamilyIds> {
  const child = (username: string, first: string, last: string, gender: string, age: number, n: number) => ({
    tenant,
    username,
    email: `${username}@${tenant}.example.com`,
    phone: '',
    first_name: first,
    last_name: last,
    gender,
    // no password: nobody logs in as a child without a login (a malformed hash never verifies)
    password_hash: '',
    client_code: `C2000${n}`,
    birth_date: addDays(today, -Math.round(age * 365.25)),
  });
  const [memberChild, member2Child] = await insertIds(db, 'users', [
    child('member-child', 'Mia', 'Kask', 'female', 8, 1),
    child('member2-child', 'Oskar', 'Põld', 'male', 10, 2),
  ]);
  if (memberChild === undefined || member2Child === undefined) throw new Error('seeding children failed');
  await insertRows(db, 'family_links', [
    { tenant, guardian_id: users.member, dependant_id: memberChild, linked_by: users.admin, linked_at: now },
    { tenant, guardian_id: users.member2, dependant_id: member2Child, linked_by: users.admin, linked_at: now },
  ]);
  const code = (n: number) => String(100000000 + tenantIndex * 100000 + 90000 + n);
  await insertRows(
    db,
    'entry_codes',
    [memberChild, member2Child].map((userId, i) => ({
      code: code(i + 1),
      tenant,
      user_id: userId,
      name: 'Club card',
      valid_until: addDays(today, 365),
    })),
  );
  return { memberChild, member2Child };
}
