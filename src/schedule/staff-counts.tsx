import { Caption1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';

/** Trainers and admins see the raw counts: booked of places, and the waiting list. */
export function StaffCounts({ training }: { training: Training }) {
  const { bookedCount: booked, maxPlaces: places, waitingCount: waiting } = training;
  return (
    <Caption1>
      <Trans>
        Booked {booked} of {places}, waiting {waiting}
      </Trans>
    </Caption1>
  );
}
