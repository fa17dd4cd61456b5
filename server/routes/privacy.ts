import { Hono, type Context } from 'hono';
import {
  ErasureRequestBody,
  PrivacySettingsBody,
  type ErasureQueue,
  type ErasureState,
  type MemberDataExport,
} from '../../src/api/contract/member-data.ts';
import { SmsNoticesChoice } from '../../src/api/contract/consent.ts';
import type { AppEnv } from '../app-env.ts';
import { chooseSms, smsAllowed } from '../domain/consent/member-consents.ts';
import { ApiError } from '../domain/api-error.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { exportMemberData } from '../domain/privacy/member-export.ts';
import {
  confirmErasure,
  erasureQueue,
  erasureState,
  requestErasure,
  withdrawErasure,
} from '../domain/privacy/erasure-requests.ts';
import { privacyNotice } from '../domain/privacy/privacy-notice.ts';
import { privacySettings, savePrivacySettings } from '../domain/privacy/privacy-settings.ts';
import { passwordChangeKey } from '../domain/throttle/throttle-keys.ts';
import { findUserById } from '../domain/users.ts';
import { audited } from '../http/audited.ts';
import { actingUserId, requireAdmin, requireUser, userIdOf } from '../http/guards.ts';
import { IdParam, parseJson, parseParam } from '../http/validate.ts';

/** Issue #40 points 1 and 2: the member's copy of their data, their erasure request, and the club's side of both. */
export const privacyRoutes = new Hono<AppEnv>();

/** One member's export, counted per member whoever asks (the member or an admin at the desk). */
async function exportAnswer(c: Context<AppEnv>, userId: number) {
  const now = c.get('now')();
  const key = `${c.get('tenant')}\nexport:${userId}`;
  await c.get('throttle').assertAllowed('dataExport', key, now);
  const body: MemberDataExport = await audited(c, (tx) => exportMemberData(tx, c.get('tenant'), userId, now), {
    action: 'member.export',
    subject: { type: 'user', id: userId },
  });
  await c.get('throttle').record('dataExport', key, now);
  c.header('Cache-Control', 'no-store');
  return c.json(body);
}

/** The club's privacy notice (issue #40 point 5): public, read before an account or a consent exists. */
privacyRoutes.get('/public/privacy', async (c) => c.json(await privacyNotice(c.get('db'), c.get('tenant'))));

/** The member's SMS notices setting (issue #40 point 5): on unless they refused (sms_allowed, migration 260). */
privacyRoutes.get('/user/account/sms-notices', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json({ allowed: await smsAllowed(c.get('db'), c.get('tenant'), userId) } satisfies SmsNoticesChoice);
});

/** Allows or refuses SMS notices; a choice is recorded with its time and text version when it changes. */
privacyRoutes.put('/user/account/sms-notices', async (c) => {
  const userId = userIdOf(requireUser(c));
  const { allowed } = await parseJson(c, SmsNoticesChoice);
  await chooseSms(c.get('db'), c.get('tenant'), userId, allowed, c.get('now')());
  return c.json({ allowed } satisfies SmsNoticesChoice);
});

privacyRoutes.get('/user/account/export', (c) => exportAnswer(c, userIdOf(requireUser(c))));

privacyRoutes.get('/user/account/erasure', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json((await erasureState(c.get('db'), c.get('tenant'), userId)) satisfies ErasureState);
});

/** The member confirms with their password: a session left open on a shared device cannot erase the account. */
privacyRoutes.post('/user/account/erasure', async (c) => {
  const userId = userIdOf(requireUser(c));
  const { password } = await parseJson(c, ErasureRequestBody);
  const user = await findUserById(c.get('db'), c.get('tenant'), userId);
  if (!user) throw new ApiError(401, 'unauthorized');
  const now = c.get('now')();
  const throttleKey = passwordChangeKey(c.get('tenant'), userId);
  await c.get('throttle').assertAllowed('passwordChange', throttleKey, now);
  if (!(await verifyPassword(user.password_hash, password))) {
    await c.get('throttle').record('passwordChange', throttleKey, now);
    throw new ApiError(400, 'passwordNotValid');
  }
  await c.get('throttle').clear('passwordChange', throttleKey);
  return c.json((await requestErasure(c.get('db'), c.get('tenant'), userId, now)) satisfies ErasureState, 201);
});

privacyRoutes.delete('/user/account/erasure', async (c) => {
  const userId = userIdOf(requireUser(c));
  await withdrawErasure(c.get('db'), c.get('tenant'), userId);
  return c.body(null, 204);
});

privacyRoutes.get('/admin/members/:id/export', (c) => {
  requireAdmin(c);
  return exportAnswer(c, parseParam(c, 'id', IdParam));
});

privacyRoutes.get('/admin/erasures', async (c) => {
  requireAdmin(c);
  return c.json((await erasureQueue(c.get('db'), c.get('tenant'))) satisfies ErasureQueue);
});

privacyRoutes.post('/admin/erasures/:id/confirm', async (c) => {
  const admin = requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  await audited(c, (tx) => confirmErasure(tx, c.get('tenant'), id, actingUserId(c, admin), c.get('now')()), {
    action: 'member.erase',
    subject: (userId) => ({ type: 'user', id: userId }),
    detail: () => ({ reason: 'confirmed' }),
  });
  return c.body(null, 204);
});

privacyRoutes.get('/admin/privacy', async (c) => {
  requireAdmin(c);
  return c.json(await privacySettings(c.get('db'), c.get('tenant')));
});

privacyRoutes.put('/admin/privacy', async (c) => {
  requireAdmin(c);
  const settings = await parseJson(c, PrivacySettingsBody);
  const before = await privacySettings(c.get('db'), c.get('tenant'));
  await audited(c, (tx) => savePrivacySettings(tx, c.get('tenant'), settings), {
    action: 'privacy.settings',
    subject: null,
    detail: () => ({ before, after: settings }),
  });
  return c.json(await privacySettings(c.get('db'), c.get('tenant')));
});
