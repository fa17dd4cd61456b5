import { Hono } from 'hono';
import { SeenNotices, type MemberNotice } from '../../src/api/contract/notice.ts';
import type { AppEnv } from '../app-env.ts';
import { displayName } from '../domain/booking/registration-record.ts';
import { requireUser, userIdOf } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { parseJson } from '../http/validate.ts';

export const noticeRoutes = new Hono<AppEnv>();

/** GET /user/notice: the member's unread notices (promotions from the waiting list). */
noticeRoutes.get('/user/notice', async (c) => {
  const userId = userIdOf(requireUser(c));
  const rows = await c.var.db.query<{ id: number; kind: 'promoted'; training_id: number; name: string; name_prefix: string; start_at: Date; time_zone: string }>(
    `SELECT n.id, n.kind, n.training_id, t.name, t.name_prefix, t.start_at, c.time_zone
     FROM member_notices n JOIN trainings t ON t.id = n.training_id JOIN clubs c ON c.id = t.club_id
     WHERE n.tenant = $1 AND n.user_id = $2 AND n.seen_at IS NULL
     ORDER BY n.created_at, n.id LIMIT 100`,
    [c.var.tenant, userId],
  );
  const localize = await labelsFor(c);
  const body: MemberNotice[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    trainingId: r.training_id,
    trainingName: displayName(localize(r.name), localize(r.name_prefix)),
    startDateTime: r.start_at.toISOString(),
    clubTimeZone: r.time_zone,
  }));
  return c.json(body);
});

/** POST /user/notice/seen: marks the member's own notices read (others' ids change nothing). */
noticeRoutes.post('/user/notice/seen', async (c) => {
  const userId = userIdOf(requireUser(c));
  const { ids } = await parseJson(c, SeenNotices);
  await c.var.db.query(
    `UPDATE member_notices SET seen_at = $4 WHERE tenant = $1 AND user_id = $2 AND id = ANY($3::int[]) AND seen_at IS NULL`,
    [c.var.tenant, userId, ids, c.var.now()],
  );
  return c.body(null, 204);
});
