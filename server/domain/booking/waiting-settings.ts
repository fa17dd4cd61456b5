import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type {
  TypeWaitingRules,
  WaitingListRules,
  WaitingListRulesBody,
} from '../../../src/api/contract/waiting-list.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { WAITING_RULE_COLUMNS, waitingRulesOf, type WaitingRuleRow, type WaitingRules } from './waiting-rules.ts';

const offerWindowOf = (r: WaitingRules): WaitingListRules['offerWindow'] =>
  r.windowPercent === null ? { kind: 'fixed', minutes: r.windowMinutes } : { kind: 'share', percent: r.windowPercent };

/** A club's waiting-list rules as the admin edits them; 404 itemNotFound for a club not of this tenant. */
export async function readWaitingListRules(db: Db, tenant: TenantId, clubId: number): Promise<WaitingListRules> {
  const [row] = await db.query<WaitingRuleRow & { waiting_strict_order: boolean }>(
    `SELECT ${WAITING_RULE_COLUMNS}, c.waiting_strict_order FROM clubs c WHERE c.id = $1 AND c.tenant = $2`,
    [clubId, tenant],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  const r = waitingRulesOf(row);
  // the type rules carry the club's quiet hours and zone (they have none of their own)
  const types = await db.query<WaitingRuleRow & { training_type: TypeWaitingRules['trainingType'] }>(
    `SELECT o.training_type, o.waiting_mode, o.offer_window_minutes, o.offer_window_percent, o.promote_at_once_minutes,
       c.quiet_from, c.quiet_to, c.time_zone
     FROM waiting_rules_by_type o JOIN clubs c ON c.id = o.club_id
     WHERE o.club_id = $1 AND o.tenant = $2 ORDER BY o.training_type`,
    [clubId, tenant],
  );
  return {
    mode: r.mode,
    offerWindow: offerWindowOf(r),
    quietHours: r.quietFrom !== null && r.quietTo !== null ? { from: r.quietFrom, to: r.quietTo } : null,
    promoteAtOnceMinutes: r.atOnceMinutes,
    byType: types.map((row) => {
      const o = waitingRulesOf(row);
      return {
        trainingType: row.training_type,
        mode: o.mode,
        offerWindow: offerWindowOf(o),
        promoteAtOnceMinutes: o.atOnceMinutes,
      };
    }),
    strictOrder: row.waiting_strict_order,
  };
}

/**
 * Saves them, the type rules (when sent) replacing the club's as a whole, in one transaction. Offers already
 * running keep their deadline; the rules apply to the next place freed. The fixed window's minutes are kept while
 * a share is chosen, so switching back finds them (a type's too, while it keeps its rules).
 */
export async function saveWaitingListRules(
  db: Db,
  tenant: TenantId,
  clubId: number,
  rules: WaitingListRulesBody,
): Promise<WaitingListRules> {
  return db.transaction(async (tx) => {
    const w = rules.offerWindow;
    const saved = await tx.query(
      `UPDATE clubs SET waiting_mode = $3, offer_window_minutes = coalesce($4, offer_window_minutes),
         offer_window_percent = $5, quiet_from = $6, quiet_to = $7, promote_at_once_minutes = $8,
         waiting_strict_order = coalesce($9, waiting_strict_order)
       WHERE id = $1 AND tenant = $2 RETURNING id`,
      [
        clubId,
        tenant,
        rules.mode,
        w.kind === 'fixed' ? w.minutes : null,
        w.kind === 'share' ? w.percent : null,
        rules.quietHours?.from ?? null,
        rules.quietHours?.to ?? null,
        rules.promoteAtOnceMinutes,
        rules.strictOrder ?? null,
      ],
    );
    if (saved.length === 0) throw new ApiError(404, 'itemNotFound');
    if (rules.byType !== undefined) await replaceTypeRules(tx, tenant, clubId, rules.byType);
    return readWaitingListRules(tx, tenant, clubId);
  });
}

/**
 * The club's type rules become `byType`. A type on a share window keeps its former fixed minutes, or takes the
 * club's when it is new to the list, as the club's own rules do.
 */
async function replaceTypeRules(
  tx: Db,
  tenant: TenantId,
  clubId: number,
  byType: readonly TypeWaitingRules[],
): Promise<void> {
  const types = byType.map((r) => r.trainingType);
  await tx.query(
    `DELETE FROM waiting_rules_by_type WHERE club_id = $1 AND tenant = $2 AND NOT training_type = ANY($3)`,
    [clubId, tenant, types],
  );
  if (byType.length === 0) return;
  const fixed = (r: TypeWaitingRules) => (r.offerWindow.kind === 'fixed' ? r.offerWindow.minutes : null);
  await tx.query(
    `INSERT INTO waiting_rules_by_type AS o (tenant, club_id, training_type, waiting_mode, offer_window_minutes,
       offer_window_percent, promote_at_once_minutes)
     SELECT $1, $2, n.type, n.mode, coalesce(n.minutes, c.offer_window_minutes), n.percent, n.at_once
     FROM unnest($3::text[], $4::text[], $5::int[], $6::int[], $7::int[]) AS n(type, mode, minutes, percent, at_once)
       JOIN clubs c ON c.id = $2 AND c.tenant = $1
     ON CONFLICT (club_id, training_type) DO UPDATE SET waiting_mode = excluded.waiting_mode,
       offer_window_minutes = CASE WHEN excluded.offer_window_percent IS NULL THEN excluded.offer_window_minutes
                                   ELSE o.offer_window_minutes END,
       offer_window_percent = excluded.offer_window_percent, promote_at_once_minutes = excluded.promote_at_once_minutes`,
    [
      tenant,
      clubId,
      types,
      byType.map((r) => r.mode),
      byType.map(fixed),
      byType.map((r) => (r.offerWindow.kind === 'share' ? r.offerWindow.percent : null)),
      byType.map((r) => r.promoteAtOnceMinutes),
    ],
  );
}
