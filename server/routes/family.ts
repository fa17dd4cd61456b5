import { Hono } from 'hono';
import { AdminFamilyLink, FamilyBookingBody, RedeemFamilyCode } from '../../src/api/contract/family.ts';
import type { AppEnv } from '../app-env.ts';
import { answerFamilyOffer, bookForFamily, cancelForFamilyMember } from '../domain/family/family-booking.ts';
import { OfferAnswer } from '../../src/api/contract/registration.ts';
import { linkDependant, unlinkDependant } from '../domain/family/family-links.ts';
import { dependantsOf, guardiansOf, memberOf } from '../domain/family/family-members.ts';
import { familyPlaces } from '../domain/family/family-places.ts';
import { issueLinkCode, redeemLinkCode } from '../domain/family/link-codes.ts';
import { outboxSmsProvider } from '../domain/sms/outbox-sms-provider.ts';
import { audited } from '../http/audited.ts';
import { actingUserId, requireAdmin, requireUser, userIdOf } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { IdParam, parseJson, parseParam } from '../http/validate.ts';

/** Family accounts (issue 38): a guardian's dependants, booking for them, and the admin's links. */
export const familyRoutes = new Hono<AppEnv>();

/** GET /user/family: the member's dependants, and the guardians who act for them. */
familyRoutes.get('/user/family', async (c) => {
  const userId = userIdOf(requireUser(c));
  const db = c.get('db');
  const tenant = c.get('tenant');
  const now = c.get('now')();
  return c.json({
    dependants: await dependantsOf(db, tenant, userId, now),
    guardians: await guardiansOf(db, tenant, userId, now),
  });
});

/** POST /user/family: the guardian adds a dependant with the one-time code the club issued. */
familyRoutes.post('/user/family', async (c) => {
  const userId = userIdOf(requireUser(c));
  const { code } = await parseJson(c, RedeemFamilyCode);
  const linked = await audited(c, (tx) => redeemLinkCode(tx, c.get('tenant'), userId, code, c.get('now')()), {
    action: 'family.link',
    subject: (dependant) => ({ type: 'user', id: dependant.id }),
    detail: () => ({ guardianId: userId, by: 'code' }),
  });
  return c.json(linked, 201);
});

/** GET /user/registration/:trainingId/family: the member's and their dependants' places in a class. */
familyRoutes.get('/user/registration/:trainingId/family', async (c) => {
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  return c.json(await familyPlaces(c.get('db'), c.get('tenant'), userId, trainingId, c.get('now')()));
});

/** POST /user/registration/:trainingId/family: books for the people named (themself and/or dependants). */
familyRoutes.post('/user/registration/:trainingId/family', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const { memberIds, together } = await parseJson(c, FamilyBookingBody);
  const localize = await labelsFor(c);
  return c.json(
    await bookForFamily(
      c.get('db'),
      c.get('tenant'),
      userId,
      trainingId,
      memberIds,
      c.get('now')(),
      localize,
      together,
    ),
    201,
  );
});

/** DELETE /user/registration/:trainingId/family/:memberId: cancels the place of the member or a dependant. */
familyRoutes.delete('/user/registration/:trainingId/family/:memberId', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const memberId = parseParam(c, 'memberId', IdParam);
  return c.json(
    await cancelForFamilyMember(
      c.get('db'),
      c.get('tenant'),
      userId,
      trainingId,
      memberId,
      c.get('now')(),
      outboxSmsProvider,
    ),
  );
});

/**
 * POST /user/registration/:trainingId/family/:memberId/offer: the guardian answers a place offered to themself or a
 * dependant; for a together-group, the one answer is the whole group's.
 */
familyRoutes.post('/user/registration/:trainingId/family/:memberId/offer', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const memberId = parseParam(c, 'memberId', IdParam);
  const answer = await parseJson(c, OfferAnswer);
  const db = c.get('db');
  const tenant = c.get('tenant');
  return c.json(
    await answerFamilyOffer(db, tenant, userId, trainingId, memberId, answer, c.get('now')(), outboxSmsProvider),
  );
});

/** GET /admin/member/:id/family: whom the member acts for, and who acts for them. */
familyRoutes.get('/admin/member/:id/family', async (c) => {
  requireAdmin(c);
  const memberId = parseParam(c, 'id', IdParam);
  const db = c.get('db');
  const tenant = c.get('tenant');
  const now = c.get('now')();
  await memberOf(db, tenant, memberId, now);
  return c.json({
    guardians: await guardiansOf(db, tenant, memberId, now),
    dependants: await dependantsOf(db, tenant, memberId, now),
  });
});

/** POST /admin/member/:id/family: links a dependant to the member. */
familyRoutes.post('/admin/member/:id/family', async (c) => {
  const adminId = actingUserId(c, requireAdmin(c));
  const guardianId = parseParam(c, 'id', IdParam);
  const { dependantId } = await parseJson(c, AdminFamilyLink);
  const link = { guardianId, dependantId, byUserId: adminId };
  const linked = await audited(c, (tx) => linkDependant(tx, c.get('tenant'), link, c.get('now')()), {
    action: 'family.link',
    subject: { type: 'user', id: dependantId },
    detail: () => ({ guardianId }),
  });
  return c.json(linked, 201);
});

/** DELETE /admin/member/:id/family/:dependantId: ends the link (kept on record with who and when). */
familyRoutes.delete('/admin/member/:id/family/:dependantId', async (c) => {
  const adminId = actingUserId(c, requireAdmin(c));
  const guardianId = parseParam(c, 'id', IdParam);
  const dependantId = parseParam(c, 'dependantId', IdParam);
  await audited(
    c,
    (tx) => unlinkDependant(tx, c.get('tenant'), { guardianId, dependantId, byUserId: adminId }, c.get('now')()),
    { action: 'family.unlink', subject: { type: 'user', id: dependantId }, detail: () => ({ guardianId }) },
  );
  return c.body(null, 204);
});

/** POST /admin/member/:id/family-code: a one-time code that links this member to the guardian who enters it. */
familyRoutes.post('/admin/member/:id/family-code', async (c) => {
  const adminId = actingUserId(c, requireAdmin(c));
  const dependantId = parseParam(c, 'id', IdParam);
  // the code itself stays out of the log: it is a one-time secret until a guardian enters it
  const issued = await audited(c, (tx) => issueLinkCode(tx, c.get('tenant'), dependantId, adminId, c.get('now')()), {
    action: 'family.code',
    subject: { type: 'user', id: dependantId },
  });
  return c.json(issued, 201);
});
