import * as v from 'valibot';

/** The longest reply window and promote-at-once time: a week. */
export const WAITING_MINUTES_MAX = 7 * 24 * 60;

const minutes = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const WallClock = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * GET/PUT /admin/club/{id}/waiting-list: how a club's freed places reach its waiting lists. `promote` books
 * the first in the queue at once; `offer` holds the place for them to accept within the reply window (a
 * fixed time, or a share of the time left before the class), then passes it on. In the quiet hours (the
 * club's zone) no promotion or offer notice goes out and reply windows stand still. A class starting within
 * `promoteAtOnceMinutes` promotes at once whatever the mode.
 */
export const WaitingListRules = v.object({
  mode: v.picklist(['promote', 'offer']),
  offerWindow: v.variant('kind', [
    v.object({ kind: v.literal('fixed'), minutes: v.pipe(minutes(WAITING_MINUTES_MAX), v.minValue(1)) }),
    v.object({ kind: v.literal('share'), percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
  ]),
  quietHours: v.nullable(
    v.pipe(
      v.object({ from: WallClock, to: WallClock }),
      v.check((q) => q.from !== q.to, 'quiet hours need a length'),
    ),
  ),
  promoteAtOnceMinutes: minutes(WAITING_MINUTES_MAX),
});
export type WaitingListRules = v.InferOutput<typeof WaitingListRules>;
