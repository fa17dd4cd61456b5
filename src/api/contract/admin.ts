import * as v from 'valibot';
import { Id, IdString, Instant, TrainingType, Training } from './schedule.ts';

const LONGEST_CLASS_MS = 24 * 3600_000;
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * SPEC.md §3 training (class) form: POST /admin/schedule creates, PUT /admin/schedule edits
 * (trainingId required). `notify` on PUT sends a notice to registered clients and the trainer.
 */
export const TrainingForm = v.pipe(
  v.object({
    trainingId: v.optional(Id),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
    namePrefix: v.optional(text(50), ''),
    roomId: Id,
    /** informational: the room decides the group */
    roomGroupId: v.optional(v.nullable(Id)),
    unitId: v.optional(v.nullable(Id)),
    trainerId: v.optional(v.nullable(Id)),
    styleId: v.optional(v.nullable(Id)),
    trainingType: TrainingType,
    startDateTime: Instant,
    endDateTime: Instant,
    maxPlaces: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
    isPublic: v.boolean(),
    waitingListAllowed: v.boolean(),
    publicComment: v.optional(text(1000), ''),
    privateComment: v.optional(text(1000), ''),
    notify: v.optional(v.boolean(), false),
  }),
  v.check((f) => {
    const ms = Date.parse(f.endDateTime) - Date.parse(f.startDateTime);
    return ms > 0 && ms <= LONGEST_CLASS_MS;
  }, 'endDateTime must be after startDateTime, within a day'),
);
export type TrainingForm = v.InferInput<typeof TrainingForm>;

export const SaveTrainingResponse = v.object({ training: Training, messagesSent: v.number() });
export type SaveTrainingResponse = v.InferOutput<typeof SaveTrainingResponse>;

/** POST /admin/schedule/cancel/{id} body. */
export const CancelTrainingBody = v.object({ notify: v.optional(v.boolean(), false) });
export type CancelTrainingBody = v.InferInput<typeof CancelTrainingBody>;

/** DELETE /admin/schedule/{id}?notify=true */
export const DeleteTrainingQuery = v.object({
  notify: v.optional(v.pipe(v.picklist(['true', 'false']), v.transform((s) => s === 'true')), 'false'),
});

/** Cancel, delete, edit and /admin/message answer how many notices were queued. */
export const MessagesSentResponse = v.object({ messagesSent: v.number() });
export type MessagesSentResponse = v.InferOutput<typeof MessagesSentResponse>;

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
  id: v.number(),
  /** the room or trainer name */
  name: v.string(),
  trainingId: v.number(),
  trainingName: v.string(),
  start: Instant,
  end: Instant,
});
export type AvailabilityConflict = v.InferOutput<typeof AvailabilityConflict>;

/** `isCondition` is true when everything asked for is free. */
export const AvailabilityResponse = v.object({
  isCondition: v.boolean(),
  conflicts: v.array(AvailabilityConflict),
});
export type AvailabilityResponse = v.InferOutput<typeof AvailabilityResponse>;

/** GET /admin/trainer: active trainers. */
export const ActiveTrainer = v.object({ id: v.number(), name: v.string() });
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
