import type { StrikeSettings } from '../../../src/api/contract/strikes.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';

type SettingsRow = {
  strikes_enabled: boolean;
  no_show_grace_minutes: number;
  late_cancel_hours: number;
  strike_limit: number;
  strike_window_days: number;
  strike_block_days: number;
  strike_forgive_first: boolean;
};

const COLUMNS = `strikes_enabled, no_show_grace_minutes, late_cancel_hours, strike_limit, strike_window_days,
  strike_block_days, strike_forgive_first`;

/** A club's no-show and late-cancel rules as the admin edits them; 404 itemNotFound for a club not of this tenant. */
export async function readStrikeSettings(db: Db, tenant: TenantId, clubId: number): Promise<StrikeSettings> {
  const [r] = await db.query<SettingsRow>(`SELECT ${COLUMNS} FROM clubs WHERE id = $1 AND tenant = $2`, [
    clubId,
    tenant,
  ]);
  if (!r) throw new ApiError(404, 'itemNotFound');
  return {
    enabled: r.strikes_enabled,
    noShowGraceMinutes: r.no_show_grace_minutes,
    lateCancelHours: r.late_cancel_hours,
    limit: r.strike_limit,
    windowDays: r.strike_window_days,
    blockDays: r.strike_block_days,
    forgiveFirst: r.strike_forgive_first,
  };
}

/**
 * Saves them. They count from the next strike on: each member's strikes are recounted (recount_strikes) when
 * they get their next one, and a block already running stays until it ends or staff waive a strike. Turning the
 * rules off forgets how far the no-show job looked, so turning them on again never counts the classes between.
 */
export async function saveStrikeSettings(
  db: Db,
  tenant: TenantId,
  clubId: number,
  s: StrikeSettings,
): Promise<StrikeSettings> {
  const saved = await db.query(
    `UPDATE clubs SET strikes_enabled = $3, no_show_grace_minutes = $4, late_cancel_hours = $5, strike_limit = $6,
       strike_window_days = $7, strike_block_days = $8, strike_forgive_first = $9,
       no_shows_checked_until = CASE WHEN $3 THEN no_shows_checked_until END
     WHERE id = $1 AND tenant = $2 RETURNING id`,
    [
      clubId,
      tenant,
      s.enabled,
      s.noShowGraceMinutes,
      s.lateCancelHours,
      s.limit,
      s.windowDays,
      s.blockDays,
      s.forgiveFirst,
    ],
  );
  if (saved.length === 0) throw new ApiError(404, 'itemNotFound');
  return readStrikeSettings(db, tenant, clubId);
}
