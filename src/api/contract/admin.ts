import * as v from 'valibot';
import { toFieldIssues, type FieldIssue } from './field-issues.ts';
import { Id, IdString, Instant, Training, trainingTypes } from './schedule.ts';

export const LONGEST_CLASS_MS = 24 * 3600_000;

/**
 * Keys of the class form's field rules: the valibot messages below, the server's 400 answer
 * (`<field>.<key>`) and the form's inline texts all use them.
 */
export const formIssueKeys = [
  'fieldRequired',
  'nameRequired',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'invalid',
  'endBeforeStart',
  'classTooLong',
  'placesBelowBooked',
  'ageRange',
] as const;
export type FormIssueKey = (typeof formIssueKeys)[number];

export const TRAINING_NAME_MIN = 2;
export const TRAINING_NAME_MAX = 100;
export const NAME_PREFIX_MAX = 50;
export const COMMENT_MAX = 1000;
export const MAX_PLACES_LIMIT = 10_000;
/** The oldest age a class's age limit may name (whole years). */
export const MAX_AGE_LIMIT = 120;

const text = (max: number) => v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'maxLength'));
const ref = v.pipe(
  v.number('invalid'),
  v.integer('invalid'),
  v.minValue(1, 'invalid'),
  v.maxValue(999_999_999, 'invalid'),
);
const flag = v.boolean('invalid');
/** An age limit in whole years; null or left out: no limit that way. */
const ageLimit = v.optional(
  v.nullable(
    v.pipe(v.number('invalid'), v.integer('invalid'), v.minValue(0, 'minValue'), v.maxValue(MAX_AGE_LIMIT, 'maxValue')),
  ),
  null,
);

/**
 * Which classes of a weekly series an edit, cancel or delete reaches: this class only, or this one
 * and every later class of its series. A class outside any series is always 'this'.
 */
export const seriesScopes = ['this', 'following'] as const;
export const SeriesScope = v.picklist(seriesScopes, 'invalid');
export type SeriesScope = v.InferOutput<typeof SeriesScope>;

/**
 * docs/behaviour.md#records-and-local-state training (class) form, docs/behaviour.md#validation-and-server-errors rules: POST /admin/schedule creates, PUT edits
 * (trainingId required). `notify` on PUT sends a notice to registered clients and the trainer.
 * The admin's form validates with this very schema before it sends.
 */
export const TrainingForm = v.pipe(
  v.object({
    trainingId: v.optional(ref),
    name: v.pipe(
      v.string('invalid'),
      v.trim(),
      v.nonEmpty('nameRequired'),
      v.minLength(TRAINING_NAME_MIN, 'minLength'),
      v.maxLength(TRAINING_NAME_MAX, 'maxLength'),
    ),
    namePrefix: v.optional(text(NAME_PREFIX_MAX), ''),
    roomId: ref,
    /** informational: the room decides the group */
    roomGroupId: v.optional(v.nullable(ref)),
    unitId: v.optional(v.nullable(ref)),
    trainerId: v.optional(v.nullable(ref)),
    styleId: v.optional(v.nullable(ref)),
    trainingType: v.picklist(trainingTypes, 'fieldRequired'),
    startDateTime: v.pipe(v.string('fieldRequired'), v.isoTimestamp('fieldRequired')),
    endDateTime: v.pipe(v.string('fieldRequired'), v.isoTimestamp('fieldRequired')),
    maxPlaces: v.pipe(
      v.number('fieldRequired'),
      v.integer('invalid'),
      v.minValue(0, 'minValue'),
      v.maxValue(MAX_PLACES_LIMIT, 'maxValue'),
    ),
    isPublic: flag,
    waitingListAllowed: flag,
    /** the youngest and oldest age the class is for, in whole years on its day (migration 242) */
    minAge: ageLimit,
    maxAge: ageLimit,
    publicComment: v.optional(text(COMMENT_MAX), ''),
    privateComment: v.optional(text(COMMENT_MAX), ''),
    notify: v.optional(flag, false),
    /** POST only: the new class joins the weekly series of this class (one series per "repeat weekly") */
    repeatOf: v.optional(ref),
    /** PUT only: 'following' applies the change to this and every later class of its series */
    scope: v.optional(SeriesScope, 'this'),
  }),
  // written as negations so that an unreadable time (NaN) is left to its own field's issue
  v.forward(
    v.partialCheck(
      [['startDateTime'], ['endDateTime']],
      (f) => !(Date.parse(f.endDateTime) <= Date.parse(f.startDateTime)),
      'endBeforeStart',
    ),
    ['endDateTime'],
  ),
  v.forward(
    v.partialCheck(
      [['startDateTime'], ['endDateTime']],
      (f) => !(Date.parse(f.endDateTime) - Date.parse(f.startDateTime) > LONGEST_CLASS_MS),
      'classTooLong',
    ),
    ['endDateTime'],
  ),
  v.forward(
    v.partialCheck(
      [['minAge'], ['maxAge']],
      (f) => f.minAge == null || f.maxAge == null || f.minAge <= f.maxAge,
      'ageRange',
    ),
    ['maxAge'],
  ),
);
export type TrainingForm = v.InferInput<typeof TrainingForm>;

/** One issue of the class form. */
export type FormIssue = FieldIssue<FormIssueKey>;

/** valibot issues as class form issues, first per field; a missing value is "field required". */
export const toFormIssues = (issues: readonly v.BaseIssue<unknown>[]): FormIssue[] =>
  toFieldIssues(issues, formIssueKeys);

/** docs/behaviour.md#validation-and-server-errors: a class cannot offer fewer places than the clients already booked in it. */
export const placesBelowBooked = (maxPlaces: number, bookedCount: number) => maxPlaces < bookedCount;

export const SaveTrainingResponse = v.object({
  training: Training,
  messagesSent: v.number(),
  /** how many classes the save changed (more than 1 for a series edit); older servers leave it out */
  changedCount: v.optional(v.number()),
});
export type SaveTrainingResponse = v.InferOutput<typeof SaveTrainingResponse>;

/** POST /admin/schedule/cancel/{id} body. */
export const CancelTrainingBody = v.object({
  notify: v.optional(v.boolean(), false),
  scope: v.optional(SeriesScope, 'this'),
});
export type CancelTrainingBody = v.InferInput<typeof CancelTrainingBody>;

/** DELETE /admin/schedule/{id}?scope=following deletes this and every later class of its series. */
export const DeleteTrainingQuery = v.object({ scope: v.optional(SeriesScope, 'this') });

/** Cancel, delete, edit and /admin/message answer how many notices were queued. */
export const MessagesSentResponse = v.object({ messagesSent: v.number() });
export type MessagesSentResponse = v.InferOutput<typeof MessagesSentResponse>;

/**
 * POST /admin/message: how many SMS were queued, and how many recipients were skipped and why: they refused SMS
 * notices in their profile (issue #40 point 5), or have no phone number.
 */
export const AdminMessageResponse = v.object({
  messagesSent: v.number(),
  skipped: v.object({ refused: v.number(), noPhone: v.number() }),
});
export type AdminMessageResponse = v.InferOutput<typeof AdminMessageResponse>;

const IdList = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/),
  v.transform((s) => s.split(',').map(Number)),
);

/** GET /admin/room/availability?roomIds=1,2&from&to&excludeTrainingId */
export const RoomAvailabilityQuery = v.object({
  roomIds: IdList,
  from: Instant,
  to: Instant,
  excludeTrainingId: v.optional(IdString),
});
export type RoomAvailabilityQuery = v.InferInput<typeof RoomAvailabilityQuery>;

/** GET /admin/trainer/availability?trainerId&from&to&excludeTrainingId */
export const TrainerAvailabilityQuery = v.object({
  trainerId: IdString,
  from: Instant,
  to: Instant,
  excludeTrainingId: v.optional(IdString),
});
export type TrainerAvailabilityQuery = v.InferInput<typeof TrainerAvailabilityQuery>;

export const AvailabilityConflict = v.object({
  kind: v.picklist(['room', 'trainer']),
  /** the room or trainer id */
  id: Id,
  /** the room or trainer name */
  name: v.string(),
  trainingId: Id,
  trainingName: v.string(),
  start: Instant,
  end: Instant,
});
export type AvailabilityConflict = v.InferOutput<typeof AvailabilityConflict>;

/** A class named in an answer or a refusal: which one and when. */
export const ClassRef = v.object({ id: Id, name: v.string(), start: Instant, end: Instant });
export type ClassRef = v.InferOutput<typeof ClassRef>;

/**
 * The refusals of the schedule's writes, beyond `{ errors, code }`: a 409 of a save
 * (selectedRoomsNotAvailable, trainerNotAvailable) names the clashing classes in `conflicts`, a 409
 * classHasRegistrations of a series delete names the classes that still have clients in `classes`.
 */
export const ScheduleRefusal = v.object({
  errors: v.array(v.string()),
  code: v.number(),
  conflicts: v.optional(v.array(AvailabilityConflict), []),
  classes: v.optional(v.array(ClassRef), []),
});
export type ScheduleRefusal = v.InferOutput<typeof ScheduleRefusal>;

/** `isCondition` is true when everything asked for is free. */
export const AvailabilityResponse = v.object({
  isCondition: v.boolean(),
  conflicts: v.array(AvailabilityConflict),
});
export type AvailabilityResponse = v.InferOutput<typeof AvailabilityResponse>;

/** GET /admin/trainer: active trainers. */
export const ActiveTrainer = v.object({ id: Id, name: v.string() });
export const ActiveTrainersResponse = v.array(ActiveTrainer);
export type ActiveTrainer = v.InferOutput<typeof ActiveTrainer>;

export const SMS_MAX_LENGTH = 320;

/** POST /admin/message: an SMS to the registered clients of a class and/or to listed clients. */
export const SmsMessageBody = v.pipe(
  v.object({
    text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SMS_MAX_LENGTH)),
    trainingId: v.optional(Id),
    clientIds: v.optional(v.pipe(v.array(Id), v.maxLength(1000))),
  }),
  v.check((b) => b.trainingId !== undefined || (b.clientIds?.length ?? 0) > 0, 'recipients required'),
);
export type SmsMessageBody = v.InferInput<typeof SmsMessageBody>;

/** What an outbox row announces: a class notice (promoted, changed, cancelled) or an admin's SMS. */
export const outboxKinds = ['promoted', 'changed', 'cancelled', 'message'] as const;
export const OutboxKind = v.picklist(outboxKinds);
export type OutboxKind = v.InferOutput<typeof OutboxKind>;

/** One notice or SMS as queued for the gateway; `sentAt` is null until a gateway has sent it. */
export const OutboxEntry = v.object({
  id: Id,
  kind: OutboxKind,
  recipient: v.string(),
  phone: v.string(),
  text: v.string(),
  trainingId: v.nullable(Id),
  createdAt: Instant,
  sentAt: v.nullable(Instant),
});
export type OutboxEntry = v.InferOutput<typeof OutboxEntry>;

export const OUTBOX_PAGE = 200;

/** GET /admin/outbox: the newest OUTBOX_PAGE rows, optionally of one class. */
export const OutboxQuery = v.object({ trainingId: v.optional(IdString) });
export const OutboxResponse = v.array(OutboxEntry);
