import { Hono } from 'hono';
import { OfferAnswer, RegistrationQuery } from '../../src/api/contract/registration.ts';
import type { AppEnv } from '../app-env.ts';
import { bookPlace } from '../domain/booking/book-place.ts';
import { countedBooking } from '../http/booking-outcome.ts';
import { answerOffer } from '../domain/booking/answer-offer.ts';
import { cancelBooking } from '../domain/booking/cancel-booking.ts';
import { listUserRegistrations } from '../domain/booking/user-registrations.ts';
import { requireUser, userIdOf } from '../http/guards.ts';
import { labelsFor } from '../http/labels.ts';
import { outboxSmsProvider } from '../domain/sms/outbox-sms-provider.ts';
import { IdParam, parseJson, parseParam, parseQuery } from '../http/validate.ts';
import { parseRange } from './schedule-range.ts';

export const registrationRoutes = new Hono<AppEnv>();

/** The member's own classes (booked or waiting) in [from, to), named in the request's language. */
registrationRoutes.get('/user/registration', async (c) => {
  const userId = userIdOf(requireUser(c));
  const { from, to } = parseRange(parseQuery(c, RegistrationQuery));
  const localize = await labelsFor(c);
  return c.json(await listUserRegistrations(c.get('db'), c.get('tenant'), userId, from, to, c.get('now')(), localize));
});

/** Books a place, or a place in the waiting list (status 'waiting' with placeInWaitingList). */
registrationRoutes.post('/user/registration/:trainingId', async (c) => {
  // every booking bumps the schedule's version; the label translations kept for answers stay (label-cache.ts)
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const localize = await labelsFor(c);
  return c.json(
    await countedBooking(c, () =>
      bookPlace(c.get('db'), c.get('tenant'), userId, trainingId, c.get('now')(), { localize }),
    ),
    201,
  );
});

registrationRoutes.delete('/user/registration/:trainingId', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  return c.json(
    await cancelBooking(c.get('db'), c.get('tenant'), userId, trainingId, c.get('now')(), outboxSmsProvider),
  );
});

/** The member's answer to a place offered from the waiting list: accept (booked) or decline (passed on). */
registrationRoutes.post('/user/registration/:trainingId/offer', async (c) => {
  c.set('labelsUnchanged', true);
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const answer = await parseJson(c, OfferAnswer);
  return c.json(
    await answerOffer(c.get('db'), c.get('tenant'), userId, trainingId, answer, c.get('now')(), outboxSmsProvider),
  );
});
