import { Hono, type Context } from 'hono';
import { PresenceBody, TrainerRegisterBody } from '../../src/api/contract/trainer.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../domain/api-error.ts';
import { bookPlace } from '../domain/booking/book-place.ts';
import { countedBooking } from '../http/booking-outcome.ts';
import {
  canManageRegistrations,
  canSeeRegistrations,
  classTrainer,
  isRegistrationStaff,
  listParticipants,
  setPresence,
} from '../domain/booking/participants.ts';
import { findUserById } from '../domain/users.ts';
import { audited } from '../http/audited.ts';
import { requireCaller } from '../http/guards.ts';
import { IdParam, parseJson, parseParam } from '../http/validate.ts';

export const trainerRoutes = new Hono<AppEnv>();

function requireStaff(c: Context<AppEnv>) {
  const claims = requireCaller(c);
  if (!isRegistrationStaff(claims)) throw new ApiError(403, 'actionNotAllowed');
  return claims;
}

trainerRoutes.get('/trainer/registration/class/:id', async (c) => {
  const claims = requireStaff(c);
  const trainingId = parseParam(c, 'id', IdParam);
  if (!canSeeRegistrations(claims, await classTrainer(c.get('db'), c.get('tenant'), trainingId)))
    throw new ApiError(403, 'actionNotAllowed');
  return c.json(await listParticipants(c.get('db'), c.get('tenant'), trainingId));
});

/** Registers a client at the door: past the member's limits and booking window, never past capacity. */
trainerRoutes.post('/trainer/registration/:trainingId', async (c) => {
  const claims = requireStaff(c);
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const { clientId } = await parseJson(c, TrainerRegisterBody);
  if (!canManageRegistrations(claims, await classTrainer(c.get('db'), c.get('tenant'), trainingId)))
    throw new ApiError(403, 'actionNotAllowed');
  const db = c.get('db');
  const tenant = c.get('tenant');
  if (!(await findUserById(db, tenant, clientId))) throw new ApiError(404, 'itemNotFound');
  const record = await countedBooking(c, () =>
    audited(c, (tx) => bookPlace(tx, tenant, clientId, trainingId, c.get('now')(), { mode: 'staff' }), {
      action: 'registration.create',
      subject: (r) => ({ type: 'registration', id: r.registrationId }),
    }),
  );
  const participant = (await listParticipants(db, tenant, trainingId)).find(
    (p) => p.registrationId === record.registrationId,
  );
  if (!participant) throw new ApiError(404, 'itemNotFound');
  return c.json(participant, 201);
});

trainerRoutes.put('/trainer/registration/:registrationId/presence', async (c) => {
  const claims = requireStaff(c);
  const registrationId = parseParam(c, 'registrationId', IdParam);
  const { presence } = await parseJson(c, PresenceBody);
  return c.json(
    await audited(c, (tx) => setPresence(tx, c.get('tenant'), registrationId, presence, claims), {
      action: 'registration.presence',
      subject: { type: 'registration', id: registrationId },
    }),
  );
});
