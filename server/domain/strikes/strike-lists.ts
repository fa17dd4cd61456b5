import type { ClassStrike, MyStrikes, Strike } from '../../../src/api/contract/strikes.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import type { Localize } from '../labels.ts';
import { displayName } from '../booking/registration-record.ts';

type StrikeRow = {
  id: number;
  kind: Strike['kind'];
  training_id: number;
  name: string;
  name_prefix: string;
  start_at: Date;
  counted_at: Date;
  forgiven: boolean;
  waived_at: Date | null;
  waived_by_name: string | null;
  waive_reason: string | null;
};

const STRIKE_COLUMNS = `m.id, m.kind, m.training_id, t.name, t.name_prefix, t.start_at, m.counted_at, m.forgiven,
  m.waived_at, w.first_name || ' ' || w.last_name AS waived_by_name, m.waive_reason`;

function toStrike(r: StrikeRow, localize: Localize): Strike {
  return {
    id: r.id,
    kind: r.kind,
    trainingId: r.training_id,
    trainingName: displayName(localize(r.name), localize(r.name_prefix)),
    startDateTime: r.start_at.toISOString(),
    countedAt: r.counted_at.toISOString(),
    forgiven: r.forgiven,
    waived:
      r.waived_at === null
        ? null
        : { at: r.waived_at.toISOString(), by: r.waived_by_name ?? '', reason: r.waive_reason ?? '' },
  };
}

/**
 * The member's strikes per club with the rules on: the rules, the strikes of the last window (and any
 * older one still blocking), how many count now, and the block's end.
 */
export async function memberStrikes(
  db: Db,
  tenant: TenantId,
  userId: number,
  now: Date,
  localize: Localize,
): Promise<MyStrikes> {
  const clubs = await db.query<{
    id: number;
    name: string;
    time_zone: string;
    no_show_grace_minutes: number;
    late_cancel_hours: number;
    strike_limit: number;
    strike_window_days: number;
    strike_block_days: number;
    strike_forgive_first: boolean;
    blocked_until: Date | null;
  }>(
    `SELECT c.id, c.name, c.time_zone, c.no_show_grace_minutes, c.late_cancel_hours, c.strike_limit,
       c.strike_window_days, c.strike_block_days, c.strike_forgive_first, member_blocked_until($2, c.id, $3) AS blocked_until
     FROM clubs c WHERE c.tenant = $1 AND c.strikes_enabled ORDER BY c.id`,
    [tenant, userId, now],
  );
  if (clubs.length === 0) return [];
  const rows = await db.query<StrikeRow & { club_id: number }>(
    `SELECT m.club_id, ${STRIKE_COLUMNS}
     FROM member_strikes m JOIN clubs c ON c.id = m.club_id JOIN trainings t ON t.id = m.training_id
     LEFT JOIN users w ON w.id = m.waived_by
     WHERE m.tenant = $1 AND m.user_id = $2
       AND (m.counted_at > $3::timestamptz - c.strike_window_days * interval '1 day' OR m.blocks_until > $3)
     ORDER BY m.counted_at DESC, m.id DESC`,
    [tenant, userId, now],
  );
  return clubs.map((c) => {
    const strikes = rows.filter((r) => r.club_id === c.id);
    const windowStart = now.getTime() - c.strike_window_days * 86_400_000;
    return {
      club: { id: c.id, name: localize(c.name), timeZone: c.time_zone },
      rules: {
        noShowGraceMinutes: c.no_show_grace_minutes,
        lateCancelHours: c.late_cancel_hours,
        limit: c.strike_limit,
        windowDays: c.strike_window_days,
        blockDays: c.strike_block_days,
        forgiveFirst: c.strike_forgive_first,
      },
      countedInWindow: strikes.filter(
        (r) => !r.forgiven && r.waived_at === null && r.counted_at.getTime() > windowStart,
      ).length,
      blockedUntil: c.blocked_until?.toISOString() ?? null,
      strikes: strikes.map((r) => toStrike(r, localize)),
    };
  });
}

/** The strikes one class gave (its no-shows and late cancels), waived or not, for its staff. */
export async function classStrikes(
  db: Db,
  tenant: TenantId,
  trainingId: number,
  localize: Localize,
): Promise<ClassStrike[]> {
  const rows = await db.query<StrikeRow & { user_id: number; first_name: string; last_name: string }>(
    `SELECT m.user_id, u.first_name, u.last_name, ${STRIKE_COLUMNS}
     FROM member_strikes m JOIN trainings t ON t.id = m.training_id JOIN users u ON u.id = m.user_id
     LEFT JOIN users w ON w.id = m.waived_by
     WHERE m.training_id = $1 AND m.tenant = $2
     ORDER BY u.last_name, u.first_name, m.id`,
    [trainingId, tenant],
  );
  return rows.map((r) => ({
    ...toStrike(r, localize),
    clientId: r.user_id,
    name: `${r.first_name} ${r.last_name}`.trim(),
  }));
}
