import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { formatTime } from '../lib/dates.ts';
import { bookingState } from './booking-state.ts';
import { classStatus } from './class-status.ts';
import { cx } from '../lib/class-names.ts';
import type { TimetableRole } from './queries.ts';
import styles from './week-grid.module.css';

/** A class in the week grid: compact, one button that opens its details (booking happens there). */
export const ClassChip = memo(function ClassChip({
  training,
  now,
  onOpen,
  role,
}: {
  training: Training;
  now: number;
  onOpen: (training: Training) => void;
  role: TimetableRole;
}) {
  const { t } = useLingui();
  const { bookedCount: booked, maxPlaces: places, waitingCount: waiting } = training;
  // trainers and admins see booked of places and the waiting list
  const counts =
    role === 'trainer' || role === 'admin' ? t`Booked ${booked} of ${places}, waiting ${waiting}` : undefined;
  const tz = training.club.timeZone;
  const state = bookingState(training, now);
  const mine = state.kind === 'booked' || state.kind === 'waiting';
  const time = `${formatTime(training.startDateTime, tz)}–${formatTime(training.endDateTime, tz)}`;
  // one line: where the member stands, else the booking note; a class that has started says nothing of booking
  const said = classStatus(training, state, role, 'card', now);
  const status = said.badge?.text ?? said.note ?? undefined;
  return (
    <button
      type="button"
      className={cx(styles.chip, mine && styles.mine, (said.past || training.isCancelled) && styles.past)}
      style={training.style ? { borderLeftColor: training.style.color } : undefined}
      onClick={() => onOpen(training)}
      aria-haspopup="dialog"
      aria-label={[time, training.name, training.room.name, status, counts].filter(Boolean).join(', ')}
    >
      <span className={styles.time}>{time}</span>
      <span className={cx(styles.name, training.isCancelled && styles.cancelled)}>{training.name}</span>
      <span className={styles.detail}>{training.room.name}</span>
      {status && <span className={styles.detail}>{status}</span>}
      {counts && <span className={styles.detail}>{counts}</span>}
    </button>
  );
});
