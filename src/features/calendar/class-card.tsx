import { memo } from 'react';
import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import { formatTime } from '../../lib/dates.ts';
import { bookingState } from '../booking/booking-state.ts';
import { bookingStateText } from '../booking/booking-texts.ts';
import { BookingActions } from '../booking/booking-actions.tsx';
import type { TimetableRole } from '../booking/queries.ts';
import { StaffCounts } from './staff-counts.tsx';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: '64px 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    borderLeft: `6px solid ${tokens.colorNeutralStroke1}`,
  },
  cancelled: { opacity: 0.75 },
  time: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' },
  start: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  state: { fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
});

/** A class in the day list: time, name, room, trainer, what is left to book, and the booking buttons. */
export const ClassCard = memo(function ClassCard({
  training,
  role,
  now,
  onOpen,
}: {
  training: Training;
  role: TimetableRole;
  now: number;
  onOpen: (training: Training) => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const tz = training.club.timeZone;
  const start = formatTime(training.startDateTime, tz);
  const end = formatTime(training.endDateTime, tz);
  const state = bookingState(training, now);
  const staff = role === 'trainer' || role === 'admin';
  const name = training.name;
  return (
    <article
      className={mergeClasses(styles.card, training.isCancelled && styles.cancelled)}
      style={training.style ? { borderLeftColor: training.style.color } : undefined}
      aria-labelledby={`class-${training.id}-name`}
    >
      <div className={styles.time}>
        <span className={styles.start}>{start}</span>
        <Caption1>{end}</Caption1>
      </div>
      <div className={styles.body}>
        <h3 id={`class-${training.id}-name`} className={styles.name}>
          {training.namePrefix ? `${training.namePrefix} ` : ''}
          {training.name}
        </h3>
        <Caption1>
          {training.room.name} · {training.club.name}
          {training.trainer ? ` · ${training.trainer.name}` : ''}
        </Caption1>
        <Caption1 className={styles.state}>{bookingStateText(state, tz)}</Caption1>
        {staff && <StaffCounts training={training} />}
        <div className={styles.actions}>
          <Button appearance="subtle" onClick={() => onOpen(training)} aria-label={t`Details: ${name}, ${start}`}>
            <Trans>Details</Trans>
          </Button>
          <BookingActions training={training} state={state} role={role} />
        </div>
      </div>
    </article>
  );
});
