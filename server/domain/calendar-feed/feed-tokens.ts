import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { CalendarFeedState } from '../../../src/api/contract/calendar-feed.ts';
import type { Language, TenantId } from '../../../src/api/contract/tenant.ts';
import { toInstant } from '../calendar.ts';

/** Only the hash of a feed's token is stored: the database alone opens no member's calendar. */
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * A new address for the member's feed: 32 random bytes, unguessable. The row is replaced, so an older address
 * stops working in the same statement; the language is the one the member uses now.
 */
export async function issueFeedToken(
  db: Db,
  tenant: TenantId,
  userId: number,
  language: Language,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO calendar_feeds (tenant, user_id, token_hash, language, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant, user_id) DO UPDATE
       SET token_hash = EXCLUDED.token_hash, language = EXCLUDED.language, created_at = EXCLUDED.created_at,
           last_fetched_at = NULL`,
    [tenant, userId, sha256(token), language, now],
  );
  return token;
}

/** Turns the feed off: its address answers 404 from now on. */
export async function revokeFeedToken(db: Db, tenant: TenantId, userId: number): Promise<void> {
  await db.query('DELETE FROM calendar_feeds WHERE tenant = $1 AND user_id = $2', [tenant, userId]);
}

export async function feedState(db: Db, tenant: TenantId, userId: number): Promise<CalendarFeedState> {
  const rows = await db.query<{ created_at: Date; last_fetched_at: Date | null; language: Language }>(
    'SELECT created_at, last_fetched_at, language FROM calendar_feeds WHERE tenant = $1 AND user_id = $2',
    [tenant, userId],
  );
  const row = rows[0];
  return {
    active: row !== undefined,
    language: row?.language ?? null,
    createdAt: row ? toInstant(row.created_at) : null,
    lastFetchedAt: row?.last_fetched_at ? toInstant(row.last_fetched_at) : null,
  };
}

/** The feed's texts in another language, the address unchanged; nothing when the feed is off. */
export async function setFeedLanguage(db: Db, tenant: TenantId, userId: number, language: Language): Promise<void> {
  await db.query('UPDATE calendar_feeds SET language = $3 WHERE tenant = $1 AND user_id = $2', [
    tenant,
    userId,
    language,
  ]);
}

export type FeedOwner = { userId: number; language: Language };

/** The member whose feed the token opens in this club, noting the read; undefined for any other token. */
export async function openFeed(db: Db, tenant: TenantId, token: string, now: Date): Promise<FeedOwner | undefined> {
  const rows = await db.query<{ user_id: number; language: Language }>(
    `UPDATE calendar_feeds SET last_fetched_at = $3 WHERE token_hash = $1 AND tenant = $2
     RETURNING user_id, language`,
    [sha256(token), tenant, now],
  );
  const row = rows[0];
  return row && { userId: row.user_id, language: row.language };
}
