import * as v from 'valibot';
import { IsoInstant } from './wire-formats.ts';
import { Id, IdString } from './id.ts';

/** An instant on the wire: ISO 8601 with a zone (the server sends `Z`). */
export const Instant = IsoInstant;

/** Ids (id.ts), also here for the many schemas that name them beside the schedule's. */
export { Id, IdString };

/** Longest range one schedule or registration query may ask for. */
export const MAX_RANGE_DAYS = 62;

/** docs/behaviour.md#records-and-local-state training types. */
export const trainingTypes = ['group', 'gym', 'other', 'personal', 'pool'] as const;
export const TrainingType = v.picklist(trainingTypes);
export type TrainingType = v.InferOutput<typeof TrainingType>;

export const registrationStatuses = ['booked', 'waiting', 'offered', 'cancelled'] as const;
export const RegistrationStatus = v.picklist(registrationStatuses);
export type RegistrationStatus = v.InferOutput<typeof RegistrationStatus>;

const filterText = v.optional(v.pipe(v.string(), v.maxLength(100)));

/** GET /{public,user,admin}/schedule: instants from (inclusive) and to (exclusive), at most MAX_RANGE_DAYS apart. */
export const ScheduleQuery = v.object({
  from: Instant,
  to: Instant,
  /** club id */
  gym: v.optional(IdString),
  /** room group id */
  group: v.optional(IdString),
  room: v.optional(IdString),
  /** free text: matches the class name, prefix, style, trainer or room (case-insensitive) */
  filter: filterText,
});
export type ScheduleQuery = v.InferInput<typeof ScheduleQuery>;

/** The signed-in member's place in a class. */
export const MyRegistration = v.object({
  registrationId: Id,
  /** offered: a place freed from the waiting list, held for the member to accept until offerExpiresAt */
  status: v.picklist(['booked', 'waiting', 'offered']),
  /** 1-based queue position while waiting, else null */
  placeInWaitingList: v.nullable(v.number()),
  cancelingAllowed: v.boolean(),
  /** while status is 'offered': until when the member can accept the place; else null */
  offerExpiresAt: v.optional(v.nullable(Instant)),
});
export type MyRegistration = v.InferOutput<typeof MyRegistration>;

/**
 * Why a member cannot book (or cancel) a class now: the first rule that refuses, in docs/behaviour.md#booking-verdicts order
 * (server/db/functions/booking_verdict.sql decides both this and the booking itself).
 */
export const bookingRefusalReasons = [
  'accountNotActive',
  'classCancelled',
  'bookingNotOpenYet',
  'bookingClosed',
  'registeringLimitExceeded',
  'sameDayRegisteringLimitExceeded',
  'sameTrainingTypePerDayLimitExceeded',
  'noFreePlaces',
  'cancelDeadlinePassed',
  // the club's no-show and late-cancel rules block the member's online booking (blockedUntil says until when)
  'bookingBlocked',
  // the class's age limits leave the person out, or the club does not know their age (migration 242)
  'ageNotAllowed',
] as const;
export const BookingRefusalReason = v.picklist(bookingRefusalReasons);
export type BookingRefusalReason = v.InferOutput<typeof BookingRefusalReason>;

/** What the signed-in member can do with a class now, and if nothing, why. */
export const Bookability = v.object({
  /**
   * book a place, join the waiting list, cancel one's place (or leave the queue), accept or decline a place
   * offered from the waiting list, or nothing
   */
  action: v.picklist(['book', 'joinWaitingList', 'cancel', 'answerOffer', 'none']),
  /** set exactly when action is 'none' */
  reason: v.nullable(BookingRefusalReason),
  /**
   * Until when the member's place (held, or the one booking now would give) can be cancelled;
   * null on a cancelled class. Booking at or after it is allowed but cannot be undone.
   */
  cancelUntil: v.nullable(Instant),
  /** only with reason 'bookingBlocked': until when the member may not book the club's classes online */
  blockedUntil: v.optional(Instant),
});
export type Bookability = v.InferOutput<typeof Bookability>;

const Named = v.object({ id: Id, name: v.string() });

/** One class as the timetable shows it. */
export const Training = v.object({
  id: Id,
  name: v.string(),
  namePrefix: v.string(),
  startDateTime: Instant,
  endDateTime: Instant,
  club: v.object({ id: Id, name: v.string(), timeZone: v.string() }),
  room: Named,
  groupId: v.nullable(Id),
  unit: v.nullable(Named),
  trainer: v.nullable(Named),
  style: v.nullable(v.object({ id: Id, name: v.string(), color: v.string() })),
  trainingType: TrainingType,
  maxPlaces: v.number(),
  bookedCount: v.number(),
  waitingCount: v.number(),
  isPublic: v.boolean(),
  waitingListAllowed: v.boolean(),
  publicComment: v.string(),
  /** only for admins and trainers; null otherwise */
  privateComment: v.nullable(v.string()),
  isCancelled: v.boolean(),
  /** the youngest and oldest age (whole years on the class's day) the class is for; null: no limit that way */
  minAge: v.optional(v.nullable(v.number()), null),
  maxAge: v.optional(v.nullable(v.number()), null),
  /** null for visitors and for members without a place */
  myRegistration: v.nullable(MyRegistration),
  /** when booking opens (the club's booking window) */
  bookingOpensAt: Instant,
  /** null for visitors */
  bookability: v.nullable(Bookability),
  /** signed in: the weekly series the class belongs to, which a standing booking ("book every week") follows */
  weeklySeriesId: v.optional(v.nullable(Id), null),
  /** staff only: the weekly series the class belongs to, and its place in it ("week 3 of 8") */
  series: v.optional(v.nullable(v.object({ id: Id, week: v.number(), weeks: v.number() })), null),
  /**
   * Admins only: the texts as the club stored them, for the class form to edit. The fields above are in the
   * reader's language, as on the member's side.
   */
  stored: v.optional(
    v.object({
      name: v.string(),
      namePrefix: v.string(),
      publicComment: v.string(),
      privateComment: v.nullable(v.string()),
    }),
  ),
});
export type Training = v.InferOutput<typeof Training>;

export const ScheduleResponse = v.array(Training);
export type ScheduleResponse = v.InferOutput<typeof ScheduleResponse>;

/** GET …/room, …/room/group, …/room/unit: `filter` matches the name; `gym` limits to a club. */
export const RoomQuery = v.object({ filter: filterText, gym: v.optional(IdString) });
export type RoomQuery = v.InferInput<typeof RoomQuery>;

export const Room = v.object({
  id: Id,
  name: v.string(),
  clubId: Id,
  clubName: v.string(),
  groupId: v.nullable(Id),
  bookable: v.boolean(),
  /** false: kept for the classes it has, offered for no new one (issue #26) */
  active: v.optional(v.boolean(), true),
});
export type Room = v.InferOutput<typeof Room>;

export const RoomGroup = v.object({ id: Id, name: v.string(), clubId: Id });
export type RoomGroup = v.InferOutput<typeof RoomGroup>;

export const Unit = v.object({ id: Id, name: v.string(), clubId: Id });
export type Unit = v.InferOutput<typeof Unit>;

export const TrainingStyle = v.object({ id: Id, name: v.string(), color: v.string() });
export type TrainingStyle = v.InferOutput<typeof TrainingStyle>;

export const RoomsResponse = v.array(Room);
export const RoomGroupsResponse = v.array(RoomGroup);
export const UnitsResponse = v.array(Unit);
export const TrainingStylesResponse = v.array(TrainingStyle);
