import * as v from 'valibot';
import { TrainingType } from './schedule.ts';

/** The longest reply window and promote-at-once time: a week. */
export const WAITING_MINUTES_MAX = 7 * 24 * 60;

const minutes = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const WallClock = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

const Mode = v.picklist(['promote', 'offer']);
const OfferWindow = v.variant('kind', [
  v.object({ kind: v.literal('fixed'), minutes: v.pipe(minutes(WAITING_MINUTES_MAX), v.minValue(1)) }),
  v.object({ kind: v.literal('share'), percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
]);
const PromoteAtOnceMinutes = minutes(WAITING_MINUTES_MAX);

/**
 * A training type's own rules in a club: mode, reply window and promote-at-once time replace the club's together
 * for its classes. Quiet hours stay the club's: they are about members' nights, not the kind of class.
 */
export const TypeWaitingRules = v.object({
  trainingType: TrainingType,
  mode: Mode,
  offerWindow: OfferWindow,
  promoteAtOnceMinutes: PromoteAtOnceMinutes,
});
export type TypeWaitingRules = v.InferOutput<typeof TypeWaitingRules>;

/** The club's type rules: each type at most once. */
const ByType = v.pipe(
  v.array(TypeWaitingRules),
  v.check((list) => new Set(list.map((r) => r.trainingType)).size === list.length, 'a type has one set of rules'),
);

const clubRules = {
  mode: Mode,
  offerWindow: OfferWindow,
  quietHours: v.nullable(
    v.pipe(
      v.object({ from: WallClock, to: WallClock }),
      v.check((q) => q.from !== q.to, 'quiet hours need a length'),
    ),
  ),
  promoteAtOnceMinutes: PromoteAtOnceMinutes,
};

/**
 * GET/PUT /admin/club/{id}/waiting-list: how a club's freed places reach its waiting lists. `promote` books
 * the first in the queue at once; `offer` holds the place for them to accept within the reply window (a
 * fixed time, or a share of the time left before the class), then passes it on. In the quiet hours (the
 * club's zone) no promotion or offer notice goes out and reply windows stand still. A class starting within
 * `promoteAtOnceMinutes` promotes at once whatever the mode. `byType`: the types of class that run on rules of
 * their own (TypeWaitingRules).
 */
export const WaitingListRules = v.object({
  ...clubRules,
  byType: ByType,
  /**
   * Together-groups (issue 38): false lets those behind a group too big for the free places go first; true keeps
   * strict order, the places waiting for the group at the head. The club's alone, for every type of class.
   */
  strictOrder: v.boolean(),
});
export type WaitingListRules = v.InferOutput<typeof WaitingListRules>;

/**
 * The PUT body: the rules, `byType` replacing the club's type rules as a whole. Without `byType` (a client from
 * before type rules) they are left as they are.
 */
export const WaitingListRulesBody = v.object({
  ...clubRules,
  byType: v.optional(ByType),
  /** without it (a client from before together-groups) the setting is left as it is */
  strictOrder: v.optional(v.boolean()),
});
export type WaitingListRulesBody = v.InferOutput<typeof WaitingListRulesBody>;
