import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { formatTime } from '../lib/dates.ts';
import { bookingState } from './booking-state.ts';
import { bookingStateText } from './booking-texts.ts';
import type { TimetableRole } from './queries.ts';
import type { ClassActions } from './class-actions.ts';
import { StaffCounts } from './staff-counts.tsx';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './class-card.module.css';

/** A class in the day list: time, name, room, trainer, what is left to book, and the route's actions (booking buttons for members). */
export const ClassCard = memo(function ClassCard({
  training,
  role,
  now,
  onOpen,
  actions: Actions,
}: {
  training: Training;
  role: TimetableRole;
  now: number;
  onOpen: (training: Training) => void;
  actions?: ClassActions | undefined;
}) {
  const { t } = useLingui();
  const tz = training.club.timeZone;
  const start = formatTime(training.startDateTime, tz);
  const end = formatTime(training.endDateTime, tz);
  const state = bookingState(training, now);
  const staff = role === 'trainer' || role === 'admin';
  const name = training.name;
  return (
    <article
      className={cx(styles.card, training.isCancelled && styles.cancelled)}
      style={training.style ? { borderLeftColor: training.style.color } : undefined}
      aria-labelledby={`class-${training.id}-name`}
    >
      <div className={styles.time}>
        <span className={styles.start}>{start}</span>
        <span className={styles.caption}>{end}</span>
      </div>
      <div className={styles.body}>
        <h3 id={`class-${training.id}-name`} className={styles.name}>
          {training.namePrefix ? `${training.namePrefix} ` : ''}
          {training.name}
        </h3>
        <span className={styles.caption}>
          {training.room.name} · {training.club.name}
          {training.trainer ? ` · ${training.trainer.name}` : ''}
        </span>
        {/* admins see the club's counts, not a member's verdict ("Booking closed", "12 places left") */}
        {role === 'admin' ? (
          training.isCancelled && (
            <span className={cx(styles.caption, styles.state)}>{bookingStateText(state, tz)}</span>
          )
        ) : (
          <span className={cx(styles.caption, styles.state)}>{bookingStateText(state, tz)}</span>
        )}
        {staff && <StaffCounts training={training} />}
        <div className={styles.actions}>
          {/* Native: a big club's week has hundreds of cards, and Fluent's Button costs each of them. */}
          <button
            type="button"
            className={cx(controls.button, controls.subtle)}
            onClick={() => onOpen(training)}
            aria-label={t`Details: ${name}, ${start}`}
          >
            <Trans>Details</Trans>
          </button>
          {Actions && <Actions training={training} state={state} role={role} place="card" />}
        </div>
      </div>
    </article>
  );
});
