import { Trans } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import controls from '../shell/controls.module.css';

/** Trainers and admins see the raw counts: booked of places, and the waiting list. */
export function StaffCounts({ training }: { training: Training }) {
  const { bookedCount: booked, maxPlaces: places, waitingCount: waiting } = training;
  return (
    <span className={controls.caption}>
      <Trans>
        Booked {booked} of {places}, waiting {waiting}
      </Trans>
    </span>
  );
}
