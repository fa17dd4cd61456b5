import type { TenantId } from '../../../../src/api/contract/tenant.ts';
import type { Db } from '../../db.ts';
import { femaleNames, lastNames, maleNames } from '../users.ts';
import { hashOf } from './sql.ts';

/** Generated members are client000001, client000002, … (password as the demo member's). */
export const MEMBER_PREFIX = 'client';
export const firstMemberUsername = `${MEMBER_PREFIX}000001`;

/**
 * The generated members in a fixed order, numbered k = 0, 1, …: the other statements join on k to pick
 * members for classes, invoices and cards.
 */
export const membersSql = (tenantParam: string) => `
  SELECT id, client_code, first_name, last_name, (row_number() OVER (ORDER BY username) - 1)::int AS k
  FROM users WHERE tenant = ${tenantParam} AND username LIKE '${MEMBER_PREFIX}%' AND username ~ '^${MEMBER_PREFIX}[0-9]{6}$'`;

/** `count` members, joined over the last four years, with the demo member's password. */
export async function addMembers(db: Db, tenant: TenantId, count: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO users (tenant, username, email, phone, first_name, last_name, gender, password_hash, client_code, created_at)
     SELECT $1, u.username, u.username || '@' || $1 || '.example.com', '+3726' || lpad(n::text, 7, '0'),
       CASE WHEN n % 2 = 0 THEN ($4::text[])[1 + ${hashOf('n', 1)} % cardinality($4::text[])]
            ELSE ($5::text[])[1 + ${hashOf('n', 1)} % cardinality($5::text[])] END,
       ($6::text[])[1 + ${hashOf('n', 2)} % cardinality($6::text[])],
       CASE WHEN n % 2 = 0 THEN 'female' ELSE 'male' END,
       (SELECT password_hash FROM users WHERE tenant = $1 AND username = 'member'),
       'L' || lpad(n::text, 6, '0'),
       $3::timestamptz - (${hashOf('n', 3)} % 1460) * interval '1 day'
     FROM generate_series(1, $2::int) AS n
     CROSS JOIN LATERAL (SELECT '${MEMBER_PREFIX}' || lpad(n::text, 6, '0') AS username) u`,
    [tenant, count, now, femaleNames, maleNames, lastNames],
  );
}
