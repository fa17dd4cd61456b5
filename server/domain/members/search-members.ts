import * as v from 'valibot';
import type { AdminMember, AdminMemberQuery } from '../../../src/api/contract/admin-members.ts';
import type { Page } from '../../../src/api/contract/paging.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { Id } from '../../../src/api/contract/id.ts';
import { decodeCursor, toPage } from '../keyset.ts';
import { memberColumns } from '../family/family-members.ts';

type Row = {
  id: number;
  first_name: string;
  last_name: string;
  has_login: boolean;
  username: string;
  client_code: string;
  sort_name: string;
};

/** Where a page starts: after this (sort name, id). */
const MemberKey = v.tuple([v.string(), Id]);

/** An ILIKE pattern for text containing `q` literally (its % _ \ escaped), or null for every member. */
function containing(q: string | undefined): string | null {
  return q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}

/**
 * One page of the club's members (erased accounts left out) whose name, username, client code, e-mail or phone
 * contains `q`, any case, by last and first name. Only this tenant's: another club's members are never listed.
 */
export async function searchMembers(
  db: Db,
  tenant: TenantId,
  query: AdminMemberQuery,
  now: Date,
): Promise<Page<AdminMember>> {
  const after = decodeCursor(query.cursor, MemberKey);
  const params: unknown[] = [tenant, now, containing(query.q), query.limit + 1];
  const afterKey = after ? `AND (lower(u.last_name || ' ' || u.first_name), u.id) > ($5, $6::int)` : '';
  if (after) params.push(...after);
  const rows = await db.query<Row>(
    `SELECT ${memberColumns}, u.username, u.client_code, lower(u.last_name || ' ' || u.first_name) AS sort_name
     FROM users u
     WHERE u.tenant = $1 AND u.erased_at IS NULL
       AND ($3::text IS NULL OR concat_ws(' ', u.first_name, u.last_name, u.username, u.client_code,
         u.email, u.phone) ILIKE $3)
       ${afterKey}
     ORDER BY lower(u.last_name || ' ' || u.first_name), u.id
     LIMIT $4`,
    params,
  );
  return toPage(
    rows,
    query.limit,
    (row) => [row.sort_name, row.id],
    (shown) =>
      shown.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        username: row.username,
        clientCode: row.client_code,
        hasLogin: row.has_login,
      })),
  );
}
