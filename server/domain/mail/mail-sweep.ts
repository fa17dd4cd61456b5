import type { Db } from '../../db/db.ts';

/** Sent and given-up mails (bodies already emptied) are kept this long for looking into, then swept. */
export const MAIL_DONE_KEEP_MS = 30 * 86_400_000;

/** Part of the periodic housekeeping. */
export async function sweepMailOutbox(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    "DELETE FROM mail_outbox WHERE state <> 'pending' AND created_at < $1 RETURNING id::text",
    [new Date(now.getTime() - MAIL_DONE_KEEP_MS)],
  );
  return rows.length;
}
