import type { StandingRefusal } from '../../../src/api/contract/standing.ts';
import type { TenantId } from '../../../src/api/contract/tenant.ts';
import type { Db } from '../../db/db.ts';
import { queueMemberPushes } from '../push/member-notice-pushes.ts';
import { standingPushText, type StandingNoticeKind } from './standing-push-text.ts';

/** What a standing booking tells its member: a class booked, waiting, refused (and why), or that it stopped. */
export type StandingNotice = {
  tenant: TenantId;
  userId: number;
  kind: StandingNoticeKind;
  trainingId: number;
  refusal: StandingRefusal | null;
  blockedUntil: Date | null;
};

/**
 * The in-app notice and a push to each of the member's devices (active accounts only), in the caller's
 * transaction, so a notice exists exactly when what it announces was committed. The push opens My workouts,
 * where the standing bookings are.
 */
export async function tellStanding(db: Db, notices: readonly StandingNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  await db.query(
    `INSERT INTO member_notices (tenant, user_id, kind, training_id, refusal, blocked_until)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::text[], $6::timestamptz[])`,
    [
      notices.map((n) => n.tenant),
      notices.map((n) => n.userId),
      notices.map((n) => n.kind),
      notices.map((n) => n.trainingId),
      notices.map((n) => n.refusal),
      notices.map((n) => n.blockedUntil),
    ],
  );
  await pushStanding(db, notices, now);
}

/** The pushes of notices already written (book_standing_due.sql writes the job's with its bookings). */
export async function pushStanding(db: Db, notices: readonly StandingNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  await queueMemberPushes(
    db,
    notices,
    {
      kind: (n) => n.kind,
      text: (n, { language, ...facts }) => standingPushText(language, { ...facts, kind: n.kind, refusal: n.refusal }),
      url: '/workouts',
      tag: (n) => `standing-${n.trainingId}-${n.userId}`,
    },
    now,
  );
}
