import { Hono } from 'hono';
import { SeenNotices } from '../../src/api/contract/notice.ts';
import type { AppEnv } from '../app-env.ts';
import { markNoticesSeen, unreadNotices } from '../domain/booking/member-notices.ts';
import { requireUser, userIdOf } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { parseJson } from '../http/validate.ts';

export const noticeRoutes = new Hono<AppEnv>();

/** GET /user/notice: the member's unread notices (promotions from the waiting list, cancelled and changed classes). */
noticeRoutes.get('/user/notice', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json(await unreadNotices(c.get('db'), c.get('tenant'), userId, await labelsFor(c)));
});

/** POST /user/notice/seen: marks the member's own notices read (others' ids change nothing). */
noticeRoutes.post('/user/notice/seen', async (c) => {
  const userId = userIdOf(requireUser(c));
  const { ids } = await parseJson(c, SeenNotices);
  await markNoticesSeen(c.get('db'), c.get('tenant'), userId, ids, c.get('now')());
  return c.body(null, 204);
});
