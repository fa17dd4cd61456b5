import * as v from 'valibot';
import { Id, Instant } from './schedule.ts';
import { StandingRefusal } from './standing.ts';

/** GET /user/notice: what happened to the member's places since they last looked (oldest first). */
export const MemberNotice = v.object({
  id: Id,
  /**
   * promoted: a place came free and the member moved from the waiting list into it; cancelled: a class they
   * registered for was cancelled; changed: its time, room or trainer changed (the start is the new one);
   * offered: a place came free and is held for the member to accept until acceptBy; released: the member left
   * this class's waiting list because they got the overlapping class gotTrainingName; strike: a no-show or late
   * cancel in this class counted as a strike; blocked: strikes blocked online booking; skipped: a place came free
   * but went to the next in the waiting list, since strikes block the member's online booking (they keep their
   * place in the queue); bookingOpen: booking of this class opened, as the member asked to be told;
   * standingBooked, standingWaiting, standingRefused: the member's standing booking (book every week) booked
   * this class, put them in its waiting list, or could not (refusal says why); standingStopped: it stopped after
   * no-shows
   */
  kind: v.picklist([
    'promoted',
    'cancelled',
    'changed',
    'offered',
    'released',
    'strike',
    'blocked',
    'skipped',
    'bookingOpen',
    'standingBooked',
    'standingWaiting',
    'standingRefused',
    'standingStopped',
  ]),
  trainingId: Id,
  trainingName: v.string(),
  startDateTime: Instant,
  clubTimeZone: v.string(),
  /** offered: until when the place can be accepted */
  acceptBy: v.optional(v.nullable(Instant)),
  /** released: the class the member got */
  gotTrainingName: v.optional(v.nullable(v.string())),
  /** only with kind 'standingRefused': why the standing booking got no place */
  refusal: v.optional(StandingRefusal),
  /** only with kind 'blocked' (and 'standingRefused' for bookingBlocked): until when */
  blockedUntil: v.optional(Instant),
  /** a notice about a dependant's place (issue 38), shown to their guardian: the dependant's first name */
  forMember: v.optional(v.string()),
});
export type MemberNotice = v.InferOutput<typeof MemberNotice>;
export const MemberNotices = v.array(MemberNotice);

/** POST /user/notice/seen: the notices the member has read (at most 100 at once). */
export const SeenNotices = v.object({ ids: v.pipe(v.array(Id), v.minLength(1), v.maxLength(100)) });
export type SeenNotices = v.InferOutput<typeof SeenNotices>;
