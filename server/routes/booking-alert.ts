import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { askBookingAlert, bookingAlerts, takeBackBookingAlert } from '../domain/booking/booking-open-alerts.ts';
import { requireUser, userIdOf } from '../http/guards.ts';
import { requestLanguage } from '../http/labels.ts';
import { IdParam, parseParam } from '../http/validate.ts';

/** "Tell me when booking opens" (issue 37): the member's requests for a notice when a class's booking opens. */
export const bookingAlertRoutes = new Hono<AppEnv>();

/** GET /user/booking-alert: the requests still to come, with when each class's booking opens. */
bookingAlertRoutes.get('/user/booking-alert', async (c) => {
  const userId = userIdOf(requireUser(c));
  return c.json(await bookingAlerts(c.get('db'), c.get('tenant'), userId, c.get('now')()));
});

/** POST /user/booking-alert/:trainingId: asks to be told (in the app's language, for texts sent outside it). */
bookingAlertRoutes.post('/user/booking-alert/:trainingId', async (c) => {
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  const alert = await askBookingAlert(
    c.get('db'),
    c.get('tenant'),
    userId,
    trainingId,
    requestLanguage(c),
    c.get('now')(),
  );
  return c.json(alert, 201);
});

/** DELETE /user/booking-alert/:trainingId: takes the request back. */
bookingAlertRoutes.delete('/user/booking-alert/:trainingId', async (c) => {
  const userId = userIdOf(requireUser(c));
  const trainingId = parseParam(c, 'trainingId', IdParam);
  await takeBackBookingAlert(c.get('db'), c.get('tenant'), userId, trainingId);
  return c.body(null, 204);
});
