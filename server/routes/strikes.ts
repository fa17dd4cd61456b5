import { Hono } from 'hono';
import { WaiveStrikeBody } from '../../src/api/contract/strikes.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { canSeeRegistrations, classTrainer, isRegistrationStaff } from '../domain/booking/participants.ts';
import { classStrikes, memberStrikes } from '../domain/strikes/strike-lists.ts';
import { waiveStrike } from '../domain/strikes/waive-strike.ts';
import { audited } from '../http/audited.ts';
import { actingUserId, requireCaller, requireUser, userIdOf } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { IdParam, parseJson, parseParam } from '../http/validate.ts';

/** The no-show and late-cancel rules (issue 37): the member's strikes; a class's strikes for staff to waive. */
export const strikeRoutes = new Hono<AppEnv>();

/** GET /user/strikes: per club with the rules on, the rules, the member's strikes and block. */
strikeRoutes.get('/user/strikes', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json(await memberStrikes(c.get('db'), c.get('tenant'), userId, c.get('now')(), await labelsFor(c)));
});

/** GET /trainer/strikes/class/:id: the class's strikes, for staff who may see its registrations. */
strikeRoutes.get('/trainer/strikes/class/:id', async (c) => {
  const claims = requireCaller(c);
  if (!isRegistrationStaff(claims)) throw new ApiError(403, 'actionNotAllowed');
  const trainingId = parseParam(c, 'id', IdParam);
  if (!canSeeRegistrations(claims, await classTrainer(c.get('db'), c.get('tenant'), trainingId)))
    throw new ApiError(403, 'actionNotAllowed');
  return c.json(await classStrikes(c.get('db'), c.get('tenant'), trainingId, await labelsFor(c)));
});

/** POST /trainer/strikes/:strikeId/waive: staff who manage the class's registrations waive it, with a reason. */
strikeRoutes.post('/trainer/strikes/:strikeId/waive', async (c) => {
  const claims = requireCaller(c);
  if (!isRegistrationStaff(claims)) throw new ApiError(403, 'actionNotAllowed');
  const strikeId = parseParam(c, 'strikeId', IdParam);
  const { reason } = await parseJson(c, WaiveStrikeBody);
  await audited(
    c,
    (tx) => waiveStrike(tx, c.get('tenant'), strikeId, reason, claims, actingUserId(c, claims), c.get('now')()),
    {
      action: 'strike.waive',
      subject: { type: 'strike', id: strikeId },
    },
  );
  return c.body(null, 204);
});
