import * as v from 'valibot';
import { Id } from './id.ts';
import { Instant } from './schedule.ts';

/** A club's no-show and late-cancel rules (issue 37): strikes counted within a window block online booking. */
export const StrikeRules = v.object({
  /** minutes after a class ends that the trainer has to mark presence before a no-show counts */
  noShowGraceMinutes: v.number(),
  /** a member's cancel of a booked place this many hours or less before the start is a late cancel */
  lateCancelHours: v.number(),
  /** this many strikes counted within windowDays … */
  limit: v.number(),
  windowDays: v.number(),
  /** … block online booking of the club's classes for this many days */
  blockDays: v.number(),
  /** the first strike within windowDays is forgiven */
  forgiveFirst: v.boolean(),
});
export type StrikeRules = v.InferOutput<typeof StrikeRules>;

export const strikeKinds = ['noShow', 'lateCancel'] as const;

/** One strike: the class it was for, and whether it counts. */
export const Strike = v.object({
  id: Id,
  kind: v.picklist(strikeKinds),
  trainingId: Id,
  trainingName: v.string(),
  startDateTime: Instant,
  /** when it counted: the class's end plus the grace (no-show), the cancel (late cancel) */
  countedAt: Instant,
  /** the first within the window, when the club forgives it: shown, never counted */
  forgiven: v.boolean(),
  /** set when staff waived it */
  waived: v.nullable(v.object({ at: Instant, by: v.string(), reason: v.string() })),
});
export type Strike = v.InferOutput<typeof Strike>;

/** GET /user/strikes: per club with the rules on, its rules, the member's strikes (newest first) and block. */
export const MyStrikes = v.array(
  v.object({
    club: v.object({ id: Id, name: v.string(), timeZone: v.string() }),
    rules: StrikeRules,
    /** the strikes counted within the window now (not forgiven, not waived) */
    countedInWindow: v.number(),
    /** null: free to book online */
    blockedUntil: v.nullable(Instant),
    strikes: v.array(Strike),
  }),
);
export type MyStrikes = v.InferOutput<typeof MyStrikes>;

/** GET /trainer/strikes/class/:id: the strikes this class gave (no-shows and late cancels), for staff to waive. */
export const ClassStrike = v.object({
  ...Strike.entries,
  clientId: Id,
  name: v.string(),
});
export type ClassStrike = v.InferOutput<typeof ClassStrike>;
export const ClassStrikes = v.array(ClassStrike);

/** POST /trainer/strikes/:strikeId/waive: why staff waive it (shown to the member). */
export const WaiveStrikeBody = v.object({
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)),
});
export type WaiveStrikeBody = v.InferInput<typeof WaiveStrikeBody>;

/** A booking refused by the block (409 bookingBlocked): until when, beside `errors` and `code`. */
export const BookingBlockedRefusal = v.object({ blockedUntil: Instant, clubTimeZone: v.string() });
export type BookingBlockedRefusal = v.InferOutput<typeof BookingBlockedRefusal>;

/** The bounds the admin screen and the server keep the rules in. */
export const STRIKE_BOUNDS = {
  noShowGraceMinutes: { min: 0, max: 24 * 60 },
  lateCancelHours: { min: 0, max: 7 * 24 },
  limit: { min: 1, max: 20 },
  windowDays: { min: 1, max: 365 },
  blockDays: { min: 1, max: 365 },
} as const;

const bounded = (b: { min: number; max: number }) =>
  v.pipe(v.number(), v.integer(), v.minValue(b.min), v.maxValue(b.max));

/**
 * GET/PUT /admin/club/{id}/strikes: whether the club runs the no-show and late-cancel rules, and the rules.
 * Turned off, nobody is blocked and nothing counts; turned on again, classes that ended meanwhile never count.
 */
export const StrikeSettings = v.object({
  enabled: v.boolean(),
  noShowGraceMinutes: bounded(STRIKE_BOUNDS.noShowGraceMinutes),
  lateCancelHours: bounded(STRIKE_BOUNDS.lateCancelHours),
  limit: bounded(STRIKE_BOUNDS.limit),
  windowDays: bounded(STRIKE_BOUNDS.windowDays),
  blockDays: bounded(STRIKE_BOUNDS.blockDays),
  forgiveFirst: v.boolean(),
});
export type StrikeSettings = v.InferOutput<typeof StrikeSettings>;
