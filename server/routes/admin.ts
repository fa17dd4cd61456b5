import { Hono } from 'hono';
import {
  CancelTrainingBody,
  DeleteTrainingQuery,
  OutboxQuery,
  type SaveTrainingResponse,
  RoomAvailabilityQuery,
  SmsMessageBody,
  TrainerAvailabilityQuery,
  TrainingForm,
} from '../../src/api/contract/admin.ts';
import { StrikeSettings } from '../../src/api/contract/strikes.ts';
import { WaitingListRulesBody } from '../../src/api/contract/waiting-list.ts';
import type { AppEnv } from '../app-env.ts';
import { readWaitingListRules, saveWaitingListRules } from '../domain/booking/waiting-settings.ts';
import { readStrikeSettings, saveStrikeSettings } from '../domain/strikes/strike-settings.ts';
import { audited } from '../http/audited.ts';
import { requireAdmin } from '../http/guards.ts';
import { activeTrainers } from '../domain/resources/trainers.ts';
import { roomAvailability, trainerAvailability } from '../domain/schedule/availability.ts';
import { cancelTraining, deleteTraining } from '../domain/schedule/cancel-training.ts';
import { saveTraining } from '../domain/schedule/save-training.ts';
import { sendAdminMessage } from '../domain/sms/admin-message.ts';
import { listOutbox } from '../domain/sms/outbox.ts';
import { IdParam, parseForm, parseJson, parseParam, parseQuery } from '../http/validate.ts';
import { parseRange } from './schedule-range.ts';

export const adminRoutes = new Hono<AppEnv>();

adminRoutes.post('/admin/schedule', async (c) => {
  requireAdmin(c);
  const form = await parseForm(c, TrainingForm);
  const created = await audited(
    c,
    (tx) => saveTraining(tx, c.get('tenant'), form, 'create', c.get('now')(), c.get('adminSms')),
    { action: 'class.create', subject: (r) => ({ type: 'class', id: r.training.id }) },
  );
  return c.json(created, 201);
});

adminRoutes.put('/admin/schedule', async (c) => {
  requireAdmin(c);
  const form = await parseForm(c, TrainingForm);
  const subject = form.trainingId === undefined ? null : { type: 'class' as const, id: form.trainingId };
  const detail = (r: SaveTrainingResponse) => ({
    scope: form.scope,
    minAge: form.minAge,
    maxAge: form.maxAge,
    changedCount: r.changedCount,
    messagesSent: r.messagesSent,
  });
  return c.json(
    await audited(c, (tx) => saveTraining(tx, c.get('tenant'), form, 'edit', c.get('now')(), c.get('adminSms')), {
      action: 'class.edit',
      subject,
      detail,
    }),
  );
});

adminRoutes.post('/admin/schedule/cancel/:id', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  // an empty body means no notice
  const raw = await c.req.text();
  const { notify, scope } =
    raw.trim() === '' ? { notify: false, scope: 'this' as const } : await parseJson(c, CancelTrainingBody);
  return c.json(
    await audited(
      c,
      (tx) => cancelTraining(tx, c.get('tenant'), id, notify, c.get('now')(), c.get('adminSms'), scope),
      {
        action: 'class.cancel',
        subject: { type: 'class', id },
        detail: (r) => ({ scope, notify, ...r }),
      },
    ),
  );
});

adminRoutes.delete('/admin/schedule/:id', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  const { scope } = parseQuery(c, DeleteTrainingQuery);
  return c.json(
    await audited(c, (tx) => deleteTraining(tx, c.get('tenant'), id, scope), {
      action: 'class.delete',
      subject: { type: 'class', id },
      detail: () => ({ scope }),
    }),
  );
});

adminRoutes.get('/admin/room/availability', async (c) => {
  requireAdmin(c);
  const q = parseQuery(c, RoomAvailabilityQuery);
  const { from, to } = parseRange(q);
  return c.json(
    await roomAvailability(c.get('db'), c.get('tenant'), q.roomIds, {
      from,
      to,
      excludeTrainingId: q.excludeTrainingId,
    }),
  );
});

adminRoutes.get('/admin/trainer/availability', async (c) => {
  requireAdmin(c);
  const q = parseQuery(c, TrainerAvailabilityQuery);
  const { from, to } = parseRange(q);
  return c.json(
    await trainerAvailability(c.get('db'), c.get('tenant'), q.trainerId, {
      from,
      to,
      excludeTrainingId: q.excludeTrainingId,
    }),
  );
});

adminRoutes.get('/admin/trainer', async (c) => {
  requireAdmin(c);
  return c.json(await activeTrainers(c.get('db'), c.get('tenant')));
});

adminRoutes.post('/admin/message', async (c) => {
  requireAdmin(c);
  const body = await parseJson(c, SmsMessageBody);
  const answer = await audited(
    c,
    (tx) => sendAdminMessage(tx, c.get('tenant'), body, body.text, c.get('adminSms'), c.get('now')()),
    { action: 'sms.send', subject: null, detail: (sent) => ({ ...body, ...sent }) },
  );
  return c.json(answer);
});

/** What went out: notices and SMS as queued for the gateway (to whom, when, text). */
adminRoutes.get('/admin/outbox', async (c) => {
  requireAdmin(c);
  const { trainingId } = parseQuery(c, OutboxQuery);
  return c.json(await listOutbox(c.get('db'), c.get('tenant'), trainingId));
});

/** A club's waiting-list rules (promote at once or offer, reply window, quiet hours, promote-at-once time). */
adminRoutes.get('/admin/club/:id/waiting-list', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  return c.json(await readWaitingListRules(c.get('db'), c.get('tenant'), id));
});

adminRoutes.put('/admin/club/:id/waiting-list', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  // a form: a bad field answers 400 with `<field>.<key>`, which the admin screen shows at that field
  const rules = await parseForm(c, WaitingListRulesBody);
  return c.json(
    await audited(c, (tx) => saveWaitingListRules(tx, c.get('tenant'), id, rules), {
      action: 'club.rules',
      subject: { type: 'club', id },
    }),
  );
});

/** A club's no-show and late-cancel rules (on or off, grace, late-cancel deadline, strikes, window, block). */
adminRoutes.get('/admin/club/:id/strikes', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  return c.json(await readStrikeSettings(c.get('db'), c.get('tenant'), id));
});

adminRoutes.put('/admin/club/:id/strikes', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  // a form, like the waiting-list rules: a bad field answers 400 with `<field>.<key>`
  const settings = await parseForm(c, StrikeSettings);
  return c.json(
    await audited(c, (tx) => saveStrikeSettings(tx, c.get('tenant'), id, settings), {
      action: 'club.rules',
      subject: { type: 'club', id },
    }),
  );
});
