import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  RoomActiveBody,
  RoomInput,
  toResourceIssues,
  TrainerActiveBody,
  TrainerInput,
  type FutureClass,
} from '../../src/api/contract/admin-resources.ts';
import type { AppEnv } from '../app-env.ts';
import { FormError } from '../domain/api-error.ts';
import { audited } from '../http/audited.ts';
import { requireAdmin } from '../http/guards.ts';
import { futureClasses } from '../domain/resources/future-classes.ts';
import { isRefusal, type Refusal } from '../domain/resources/refusal.ts';
import { findRoom, listRooms, saveRoom, setRoomActive } from '../domain/resources/rooms.ts';
import { setTrainerActive } from '../domain/resources/trainer-active.ts';
import { findTrainer, listTrainers, saveTrainer } from '../domain/resources/trainers.ts';
import { outboxSmsProvider } from '../domain/sms/outbox-sms-provider.ts';
import { IdParam, parseJson, parseParam } from '../http/validate.ts';

/** Issue #26: the admin keeps the club's rooms and trainers (list, create, edit, (de)activate). */
export const adminResourceRoutes = new Hono<AppEnv>();

/** A resource form's body: 400 `invalidInput` then `<field>.<key>` per bad field, as the class form. */
async function parseResourceForm<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const body = await parseJson(c, v.looseObject({}));
  const result = v.safeParse(schema, body);
  if (!result.success) throw new FormError(toResourceIssues(result.issues).map((i) => `${i.field}.${i.key}`));
  return result.output;
}

function answerRefusal(c: Context<AppEnv>, refusal: Refusal) {
  const { refused, status, ...extra } = refusal;
  return c.json({ errors: [refused], code: status, ...extra }, status);
}

/** A save answered with a refusal or a bad field changed nothing: the audit log keeps no entry. */
const notSaved = (result: object) => isRefusal(result) || 'badField' in result;
/** The subject of a create: the id of what it made. */
const created = (type: 'room' | 'trainer') => (result: object) =>
  'id' in result ? { type, id: Number(result.id) } : null;

adminResourceRoutes.get('/admin/rooms', async (c) => {
  requireAdmin(c);
  return c.json(await listRooms(c.get('db'), c.get('tenant')));
});

adminResourceRoutes.post('/admin/rooms', async (c) => {
  requireAdmin(c);
  const form = await parseResourceForm(c, RoomInput);
  const result = await audited(c, (tx) => saveRoom(tx, c.get('tenant'), null, form), {
    action: 'room.create',
    subject: created('room'),
    refused: notSaved,
  });
  if ('badField' in result) throw new FormError([`${result.badField}.invalid`]);
  return isRefusal(result) ? answerRefusal(c, result) : c.json(result, 201);
});

adminResourceRoutes.put('/admin/rooms/:id', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  const form = await parseResourceForm(c, RoomInput);
  const result = await audited(c, (tx) => saveRoom(tx, c.get('tenant'), id, form), {
    action: 'room.edit',
    subject: { type: 'room', id },
    refused: notSaved,
  });
  if ('badField' in result) throw new FormError([`${result.badField}.invalid`]);
  return isRefusal(result) ? answerRefusal(c, result) : c.json(result);
});

adminResourceRoutes.get('/admin/rooms/:id/future-classes', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  await findRoom(c.get('db'), c.get('tenant'), id);
  return c.json(
    (await futureClasses(c.get('db'), c.get('tenant'), 'room', id, c.get('now')())) satisfies FutureClass[],
  );
});

adminResourceRoutes.put('/admin/rooms/:id/active', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  const { active } = await parseJson(c, RoomActiveBody);
  const result = await audited(c, (tx) => setRoomActive(tx, c.get('tenant'), id, active, c.get('now')()), {
    action: 'room.activate',
    subject: { type: 'room', id },
    refused: notSaved,
  });
  return isRefusal(result) ? answerRefusal(c, result) : c.json(result);
});

adminResourceRoutes.get('/admin/trainers', async (c) => {
  requireAdmin(c);
  return c.json(await listTrainers(c.get('db'), c.get('tenant')));
});

adminResourceRoutes.post('/admin/trainers', async (c) => {
  requireAdmin(c);
  const form = await parseResourceForm(c, TrainerInput);
  const result = await audited(c, (tx) => saveTrainer(tx, c.get('tenant'), null, form), {
    action: 'trainer.create',
    subject: created('trainer'),
    refused: notSaved,
  });
  return isRefusal(result) ? answerRefusal(c, result) : c.json(result, 201);
});

adminResourceRoutes.put('/admin/trainers/:id', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  const form = await parseResourceForm(c, TrainerInput);
  const result = await audited(c, (tx) => saveTrainer(tx, c.get('tenant'), id, form), {
    action: 'trainer.edit',
    subject: { type: 'trainer', id },
    refused: notSaved,
  });
  return isRefusal(result) ? answerRefusal(c, result) : c.json(result);
});

adminResourceRoutes.get('/admin/trainers/:id/future-classes', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  await findTrainer(c.get('db'), c.get('tenant'), id);
  return c.json(
    (await futureClasses(c.get('db'), c.get('tenant'), 'trainer', id, c.get('now')())) satisfies FutureClass[],
  );
});

adminResourceRoutes.put('/admin/trainers/:id/active', async (c) => {
  requireAdmin(c);
  const id = parseParam(c, 'id', IdParam);
  const body = await parseJson(c, TrainerActiveBody);
  const result = await audited(
    c,
    (tx) => setTrainerActive(tx, c.get('tenant'), id, body, c.get('now')(), outboxSmsProvider),
    { action: 'trainer.activate', subject: { type: 'trainer', id }, refused: notSaved, detail: () => body },
  );
  return isRefusal(result) ? answerRefusal(c, result) : c.json(result);
});
