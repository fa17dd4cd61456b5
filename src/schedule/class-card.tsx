import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { formatTime } from '../lib/dates.ts';
import { ageLimitText } from './age-limit-text.ts';
import { bookingState } from './booking-state.ts';
import { classStatus } from './class-status.ts';
import type { TimetableRole } from './queries.ts';
import type { ClassActions } from './class-actions.ts';
import { StaffCounts } from './staff-counts.tsx';
import { StatusBadge } from './status-badge.tsx';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './class-card.module.css';

/**
 * A class in the day list: time, name, where and with whom, where the member stands (a badge), one note on booking,
 * and the one action that applies (the route's). A class that has started is dimmed and offers nothing but its details.
 */
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
  const status = classStatus(training, state, role, 'card', now);
  const staff = role === 'trainer' || role === 'admin';
  const name = training.name;
  const acts = Actions && (staff || status.offers);
  const ages = ageLimitText(training);
  return (
    <article
      className={cx(styles.card, (status.past || training.isCancelled) && styles.past)}
      style={training.style ? { borderLeftColor: training.style.color } : undefined}
      aria-labelledby={`class-${training.id}-name`}
    >
      <div className={styles.time}>
        <span className={styles.start}>{start}</span>
        <span className={styles.end}>{end}</span>
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={`class-${training.id}-name`} className={cx(styles.name, training.isCancelled && styles.struck)}>
            {training.namePrefix ? `${training.namePrefix} ` : ''}
            {training.name}
          </h3>
          {status.badge && <StatusBadge tone={status.badge.tone} text={status.badge.text} />}
        </div>
        <span className={styles.where}>
          {training.room.name} · {training.club.name}
          {training.trainer ? ` · ${training.trainer.name}` : ''}
          {ages ? ` · ${ages}` : ''}
        </span>
        {status.note && <span className={styles.note}>{status.note}</span>}
        {staff && <StaffCounts training={training} />}
        {acts && (
          <div className={styles.actions}>
            <Actions training={training} state={state} role={role} place="card" />
          </div>
        )}
      </div>
      {/* Native: a big club's week has hundreds of cards, and Fluent's Button costs each of them. */}
      <button
        type="button"
        className={cx(controls.button, controls.subtle, styles.details)}
        onClick={() => onOpen(training)}
        aria-label={t`Details: ${name}, ${start}`}
      >
        <Trans>Details</Trans>
      </button>
    </article>
  );
});
