import type { Db } from '../../db/db.ts';
import { queueMemberPushes } from '../push/member-notice-pushes.ts';
import type { RecordedStrike } from './record-strikes.ts';
import { strikePushText } from './strike-push-text.ts';

type StrikeNotice = { strike: RecordedStrike; kind: 'strike' | 'blocked' };

/**
 * Queues a push per device of each member told about a strike or a block (active accounts only), in the
 * caller's transaction. It opens the profile, where the strikes are.
 */
export async function enqueueStrikePushes(db: Db, notices: readonly StrikeNotice[], now: Date): Promise<void> {
  await queueMemberPushes(
    db,
    notices.map(({ strike, kind }) => ({ ...strike, told: kind })),
    {
      kind: (n) => n.told,
      text: (n, { language, ...facts }) =>
        strikePushText(language, {
          ...facts,
          kind: n.told,
          strikeKind: n.kind,
          forgiven: n.forgiven,
          blockedUntil: n.blocksUntil,
        }),
      url: '/profile',
      tag: (n) => `strike-${n.id}-${n.told}`,
    },
    now,
  );
}
