import type { ErasureQueue, ErasureState } from '../../../src/api/contract/member-data.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../api-error.ts';
import { auditSweptErasure, eraseMember } from './erase-member.ts';
import { privacySettings } from './privacy-settings.ts';

const DAY_MS = 24 * 3600_000;

type OpenRow = { id: number; requested_at: Date; due_at: Date | null };

export async function openErasure(db: Db, tenant: TenantId, userId: number): Promise<OpenRow | undefined> {
  const [row] = await db.query<OpenRow>(
    'SELECT id, requested_at, due_at FROM erasure_requests WHERE tenant = $1 AND user_id = $2 AND erased_at IS NULL',
    [tenant, userId],
  );
  return row;
}

export async function erasureState(db: Db, tenant: TenantId, userId: number): Promise<ErasureState> {
  const open = await openErasure(db, tenant, userId);
  return {
    requested: open !== undefined,
    requestedAt: open ? open.requested_at.toISOString() : null,
    dueAt: open?.due_at ? open.due_at.toISOString() : null,
  };
}

/**
 * The member asks for erasure: due after the club's days, or waiting for an admin when the club set none.
 * Asking again keeps the first request (and its date). Staff accounts are closed by the club, not here.
 */
export async function requestErasure(db: Db, tenant: TenantId, userId: number, now: Date): Promise<ErasureState> {
  const [user] = await db.query<{ staff: boolean }>(
    'SELECT is_admin OR trainer_id IS NOT NULL AS staff FROM users WHERE tenant = $1 AND id = $2',
    [tenant, userId],
  );
  if (!user) throw new ApiError(404, 'itemNotFound');
  if (user.staff) throw new ApiError(409, 'actionNotAllowed');
  const { erasureAfterDays } = await privacySettings(db, tenant);
  const due = erasureAfterDays === null ? null : new Date(now.getTime() + erasureAfterDays * DAY_MS);
  await db.query(
    `INSERT INTO erasure_requests (tenant, user_id, requested_at, due_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant, user_id) WHERE erased_at IS NULL DO NOTHING`,
    [tenant, userId, now, due],
  );
  return erasureState(db, tenant, userId);
}

/** The member changed their mind before the erasure ran. */
export async function withdrawErasure(db: Db, tenant: TenantId, userId: number): Promise<void> {
  await db.query('DELETE FROM erasure_requests WHERE tenant = $1 AND user_id = $2 AND erased_at IS NULL', [
    tenant,
    userId,
  ]);
}

/** The admin queue: open requests, oldest first. */
export async function erasureQueue(db: Db, tenant: TenantId): Promise<ErasureQueue> {
  const rows = await db.query<{
    id: number;
    user_id: number;
    first_name: string;
    last_name: string;
    username: string;
    requested_at: Date;
    due_at: Date | null;
  }>(
    `SELECT e.id, e.user_id, u.first_name, u.last_name, u.username, e.requested_at, e.due_at
     FROM erasure_requests e JOIN users u ON u.id = e.user_id
     WHERE e.tenant = $1 AND e.erased_at IS NULL ORDER BY e.requested_at, e.id`,
    [tenant],
  );
  return rows.map((r) => ({
    id: r.id,
    clientId: r.user_id,
    name: `${r.first_name} ${r.last_name}`.trim(),
    username: r.username,
    requestedAt: r.requested_at.toISOString(),
    dueAt: r.due_at ? r.due_at.toISOString() : null,
  }));
}

/** An admin confirms a request: the member is erased now. */
/** Answers the erased member's id. */
export async function confirmErasure(
  db: Db,
  tenant: TenantId,
  requestId: number,
  adminId: number | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number }>(
      `UPDATE erasure_requests SET confirmed_by = $3 WHERE tenant = $1 AND id = $2 AND erased_at IS NULL
       RETURNING user_id`,
      [tenant, requestId, adminId],
    );
    if (!row) throw new ApiError(404, 'itemNotFound');
    await eraseMember(tx, tenant, row.user_id, now);
    await tx.query('UPDATE erasure_requests SET erased_at = $2 WHERE id = $1', [requestId, now]);
    return row.user_id;
  });
}

/** The housekeeping sweep: requests past their day are erased, each in its own transaction. */
export async function eraseDueRequests(db: Db, now: Date): Promise<number> {
  const due = await db.query<{ id: number; tenant: TenantId; user_id: number }>(
    'SELECT id, tenant, user_id FROM erasure_requests WHERE erased_at IS NULL AND due_at <= $1 ORDER BY due_at LIMIT 100',
    [now],
  );
  for (const request of due)
    await db.transaction(async (tx) => {
      await eraseMember(tx, request.tenant, request.user_id, now);
      await auditSweptErasure(tx, request.tenant, request.user_id, now, 'requestDue');
      await tx.query('UPDATE erasure_requests SET erased_at = $2 WHERE id = $1', [request.id, now]);
    });
  return due.length;
}
