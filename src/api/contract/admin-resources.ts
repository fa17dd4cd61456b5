import * as v from 'valibot';
import { toFieldIssues, type FieldIssue } from './field-issues.ts';
import { AvailabilityConflict, MAX_PLACES_LIMIT } from './admin.ts';
import { Id, Instant, RoomGroup, TrainingStyle, Unit } from './schedule.ts';

/**
 * Rooms and trainers as the admin keeps them (issue #26 points 1 and 2): /admin/rooms and
 * /admin/trainers. The admin's forms validate with these very schemas before they send.
 */

/** Keys of the resource forms' field rules: a 400 answers `invalidInput` then `<field>.<key>`. */
export const resourceIssueKeys = [
  'fieldRequired',
  'nameRequired',
  'maxLength',
  'minValue',
  'maxValue',
  'invalid',
  'emailNotValid',
] as const;
export type ResourceIssueKey = (typeof resourceIssueKeys)[number];

/**
 * Refusals of these routes beyond docs/behaviour.md#messages; their `snackbar.<key>` texts are with all the
 * others in src/i18n/error-messages.ts.
 */
export const resourceErrorKeys = [
  'roomHasFutureClasses',
  'trainerHasFutureClasses',
  'handOverToSelf',
  'roomNameTaken',
  'loginNotFound',
  'loginOfAnotherTrainer',
] as const;
export type ResourceErrorKey = (typeof resourceErrorKeys)[number];

export const RESOURCE_NAME_MAX = 100;
export const CONTACT_MAX = 200;
export const STYLES_MAX = 100;

const name = v.pipe(
  v.string('invalid'),
  v.trim(),
  v.nonEmpty('nameRequired'),
  v.maxLength(RESOURCE_NAME_MAX, 'maxLength'),
);
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'maxLength')), '');
const ref = v.pipe(
  v.number('invalid'),
  v.integer('invalid'),
  v.minValue(1, 'invalid'),
  v.maxValue(999_999_999, 'invalid'),
);
const styleIds = v.optional(v.pipe(v.array(ref, 'invalid'), v.maxLength(STYLES_MAX, 'maxLength')), []);

/** A room's name in the club's languages; an empty one means "as stored". */
export const NameTranslations = v.object({
  et: optionalText(RESOURCE_NAME_MAX),
  en: optionalText(RESOURCE_NAME_MAX),
  lv: optionalText(RESOURCE_NAME_MAX),
});
export type NameTranslations = v.InferOutput<typeof NameTranslations>;

/** A colour as the timetable paints it: `#rrggbb`. */
export const HexColor = v.pipe(v.string('invalid'), v.regex(/^#[0-9a-fA-F]{6}$/, 'invalid'));

/** POST /admin/rooms creates, PUT /admin/rooms/{id} renames and edits (the active flag has its own route). */
export const RoomInput = v.object({
  clubId: ref,
  groupId: v.optional(v.nullable(ref), null),
  unitId: v.optional(v.nullable(ref), null),
  name,
  /** left out: the name's translations stay as they are */
  translations: v.optional(NameTranslations),
  places: v.pipe(
    v.number('fieldRequired'),
    v.integer('invalid'),
    v.minValue(0, 'minValue'),
    v.maxValue(MAX_PLACES_LIMIT, 'maxValue'),
  ),
  styleIds,
  color: HexColor,
});
export type RoomInput = v.InferInput<typeof RoomInput>;

export const AdminRoom = v.object({
  id: Id,
  clubId: Id,
  groupId: v.nullable(Id),
  unitId: v.nullable(Id),
  /** as stored (the club's own language) */
  name: v.string(),
  translations: NameTranslations,
  places: v.number(),
  styleIds: v.array(Id),
  color: v.string(),
  active: v.boolean(),
});
export type AdminRoom = v.InferOutput<typeof AdminRoom>;

export const Club = v.object({ id: Id, name: v.string() });
export type Club = v.InferOutput<typeof Club>;

/** GET /admin/rooms: every room (inactive too) and what its form chooses from. */
export const AdminRoomsResponse = v.object({
  rooms: v.array(AdminRoom),
  clubs: v.array(Club),
  groups: v.array(RoomGroup),
  units: v.array(Unit),
  styles: v.array(TrainingStyle),
});
export type AdminRoomsResponse = v.InferOutput<typeof AdminRoomsResponse>;

/** PUT /admin/rooms/{id}/active */
export const RoomActiveBody = v.object({ active: v.boolean() });
export type RoomActiveBody = v.InferInput<typeof RoomActiveBody>;

/** A class that still needs its room or trainer. */
export const FutureClass = v.object({ id: Id, name: v.string(), start: Instant, end: Instant });
export type FutureClass = v.InferOutput<typeof FutureClass>;
export const FutureClassesResponse = v.array(FutureClass);

/** 409 roomHasFutureClasses / trainerHasFutureClasses: the error body plus the classes in the way. */
export const FutureClassesRefusal = v.object({
  errors: v.array(v.string()),
  code: v.literal(409),
  classes: v.array(FutureClass),
});
export type FutureClassesRefusal = v.InferOutput<typeof FutureClassesRefusal>;

/** 409 trainerNotAvailable on a hand-over: the new trainer's classes that clash. */
export const HandOverRefusal = v.object({
  errors: v.array(v.string()),
  code: v.literal(409),
  conflicts: v.array(AvailabilityConflict),
});

const email = v.optional(
  v.pipe(
    v.string('invalid'),
    v.trim(),
    v.maxLength(CONTACT_MAX, 'maxLength'),
    v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'emailNotValid'),
  ),
  '',
);

/** POST /admin/trainers creates, PUT /admin/trainers/{id} edits. `login`: a username or e-mail, '' for none. */
export const TrainerInput = v.object({
  name,
  email,
  phone: optionalText(40),
  styleIds,
  login: optionalText(CONTACT_MAX),
  canSeeRegistrations: v.optional(v.boolean('invalid'), true),
  canManageRegistrations: v.optional(v.boolean('invalid'), false),
});
export type TrainerInput = v.InferInput<typeof TrainerInput>;

/** The user who logs in as the trainer (their token carries trainerId). */
export const TrainerLogin = v.object({
  userId: Id,
  username: v.string(),
  email: v.string(),
  canSeeRegistrations: v.boolean(),
  canManageRegistrations: v.boolean(),
});

export const AdminTrainer = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  styleIds: v.array(Id),
  active: v.boolean(),
  login: v.nullable(TrainerLogin),
});
export type AdminTrainer = v.InferOutput<typeof AdminTrainer>;

/** GET /admin/trainers: every trainer (inactive too) and the styles to choose from. */
export const AdminTrainersResponse = v.object({ trainers: v.array(AdminTrainer), styles: v.array(TrainingStyle) });
export type AdminTrainersResponse = v.InferOutput<typeof AdminTrainersResponse>;

/**
 * PUT /admin/trainers/{id}/active. Deactivating a trainer with future classes is refused unless
 * `handOverTo` names an active trainer who is free then: the classes move to them in one go and
 * their clients get the notice a class change sends.
 */
export const TrainerActiveBody = v.object({
  active: v.boolean(),
  handOverTo: v.optional(Id),
});
export type TrainerActiveBody = v.InferInput<typeof TrainerActiveBody>;

export const TrainerActiveResponse = v.object({
  trainer: AdminTrainer,
  handedOver: v.number(),
  messagesSent: v.number(),
});
export type TrainerActiveResponse = v.InferOutput<typeof TrainerActiveResponse>;

/** One form issue of a resource form. */
export type ResourceIssue = FieldIssue<ResourceIssueKey>;

/** valibot issues as resource form issues, first per field; a missing value is "field required". */
export const toResourceIssues = (issues: readonly v.BaseIssue<unknown>[]): ResourceIssue[] =>
  toFieldIssues(issues, resourceIssueKeys);
