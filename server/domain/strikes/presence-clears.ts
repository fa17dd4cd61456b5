import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { recountStrikes } from './record-strikes.ts';

/**
 * A trainer who marks a member present after the grace (the list was filled in late) proves the no-show
 * wrong: its strike goes, and the member's strikes are counted again, so a block it made ends. Call in
 * the presence change's transaction; the member's row is locked as book_place locks it.
 */
export async function clearNoShow(db: Db, tenant: TenantId, registrationId: number): Promise<void> {
  const [strike] = await db.query<{ id: number; user_id: number; club_id: number }>(
    `SELECT id, user_id, club_id FROM member_strikes WHERE registration_id = $1 AND tenant = $2 AND kind = 'noShow'`,
    [registrationId, tenant],
  );
  if (!strike) return;
  await db.query('SELECT 1 FROM users WHERE id = $1 AND tenant = $2 FOR NO KEY UPDATE', [strike.user_id, tenant]);
  await db.query('DELETE FROM member_strikes WHERE id = $1', [strike.id]);
  await recountStrikes(db, tenant, strike.club_id, strike.user_id);
}
