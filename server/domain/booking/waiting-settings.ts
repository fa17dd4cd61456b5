import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { WaitingListRules } from '../../../src/api/contract/waiting-list.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { WAITING_RULE_COLUMNS, waitingRulesOf, type WaitingRuleRow } from './waiting-rules.ts';

/** A club's waiting-list rules as the admin edits them; 404 itemNotFound for a club not of this tenant. */
export async function readWaitingListRules(db: Db, tenant: TenantId, clubId: number): Promise<WaitingListRules> {
  const [row] = await db.query<WaitingRuleRow>(
    `SELECT ${WAITING_RULE_COLUMNS} FROM clubs c WHERE c.id = $1 AND c.tenant = $2`,
    [clubId, tenant],
  );
  if (!row) throw new ApiError(404, 'itemNotFound');
  const r = waitingRulesOf(row);
  return {
    mode: r.mode,
    offerWindow:
      r.windowPercent === null
        ? { kind: 'fixed', minutes: r.windowMinutes }
        : { kind: 'share', percent: r.windowPercent },
    quietHours: r.quietFrom !== null && r.quietTo !== null ? { from: r.quietFrom, to: r.quietTo } : null,
    promoteAtOnceMinutes: r.atOnceMinutes,
  };
}

/**
 * Saves them. Offers already running keep their deadline; the rules apply to the next place freed. The fixed
 * window's minutes are kept while a share is chosen, so switching back finds them.
 */
export async function saveWaitingListRules(
  db: Db,
  tenant: TenantId,
  clubId: number,
  rules: WaitingListRules,
): Promise<WaitingListRules> {
  const w = rules.offerWindow;
  const saved = await db.query(
    `UPDATE clubs SET waiting_mode = $3, offer_window_minutes = coalesce($4, offer_window_minutes),
       offer_window_percent = $5, quiet_from = $6, quiet_to = $7, promote_at_once_minutes = $8
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
    ],
  );
  if (saved.length === 0) throw new ApiError(404, 'itemNotFound');
  return readWaitingListRules(db, tenant, clubId);
}
