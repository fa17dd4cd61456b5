import type { MemberNotice } from '../../../src/api/contract/notice.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import type { Localize } from '../labels.ts';
import { displayName } from './registration-record.ts';

/** SQL: the live dependants of guardian $2 in tenant $1 (family_links, migration 160). */
const DEPENDANT_IDS =
  'SELECT l.dependant_id FROM family_links l WHERE l.tenant = $1 AND l.guardian_id = $2 AND l.unlinked_at IS NULL';

/** The member's unread notices, and their live dependants' naming whom each is for (issue 38) (promotions, offers and left waiting places, written by waiting-notices.ts; cancelled and changed classes, by push/class-pushes.ts; strikes and blocks, by strikes/record-strikes.ts; standing bookings' outcomes, by standing/standing-notices.ts), oldest first, at most 100. */
export async function unreadNotices(
  db: Db,
  tenant: TenantId,
  userId: number,
  localize: Localize,
): Promise<MemberNotice[]> {
  const rows = await db.query<{
    id: number;
    kind: MemberNotice['kind'];
    training_id: number;
    name: string;
    name_prefix: string;
    start_at: Date;
    time_zone: string;
    offer_expires_at: Date | null;
    got_name: string | null;
    got_prefix: string | null;
    blocked_until: Date | null;
    refusal: MemberNotice['refusal'] | null;
    for_member: string | null;
  }>(
    `SELECT n.id, n.kind, n.training_id, t.name, t.name_prefix, t.start_at, c.time_zone, n.offer_expires_at,
       x.name AS got_name, x.name_prefix AS got_prefix, n.blocked_until, n.refusal,
       CASE WHEN n.user_id <> $2 THEN (SELECT u.first_name FROM users u WHERE u.id = n.user_id) END AS for_member
     FROM member_notices n JOIN trainings t ON t.id = n.training_id JOIN clubs c ON c.id = t.club_id
     LEFT JOIN trainings x ON x.id = n.got_training_id
     WHERE n.tenant = $1 AND n.user_id IN (SELECT $2::int UNION ALL ${DEPENDANT_IDS}) AND n.seen_at IS NULL
     ORDER BY n.created_at, n.id LIMIT 100`,
    [tenant, userId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    trainingId: r.training_id,
    trainingName: displayName(localize(r.name), localize(r.name_prefix)),
    startDateTime: r.start_at.toISOString(),
    clubTimeZone: r.time_zone,
    acceptBy: r.offer_expires_at?.toISOString() ?? null,
    gotTrainingName: r.got_name === null ? null : displayName(localize(r.got_name), localize(r.got_prefix ?? '')),
    ...(r.blocked_until ? { blockedUntil: r.blocked_until.toISOString() } : {}),
    ...(r.refusal ? { refusal: r.refusal } : {}),
    ...(r.for_member === null ? {} : { forMember: r.for_member }),
  }));
}

/** Marks the member's own and their dependants' notices among `ids` read at `now`; others' ids change nothing. */
export async function markNoticesSeen(
  db: Db,
  tenant: TenantId,
  userId: number,
  ids: number[],
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE member_notices SET seen_at = $4
     WHERE tenant = $1 AND user_id IN (SELECT $2::int UNION ALL ${DEPENDANT_IDS}) AND id = ANY($3::int[]) AND seen_at IS NULL`,
    [tenant, userId, ids, now],
  );
}
