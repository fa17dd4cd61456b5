import { memo } from 'react';
import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { waitingPositionText } from '../../schedule/booking-texts.ts';
import { trainingTypeLabels } from '../../schedule/training-type-label.ts';
import type { WorkoutActions } from './workout-actions.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    borderLeft: `6px solid ${tokens.colorNeutralStroke1}`,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  when: { fontVariantNumeric: 'tabular-nums' },
  type: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '12px', borderRadius: '50%', border: `1px solid ${tokens.colorNeutralStroke1}` },
  status: { fontWeight: tokens.fontWeightSemibold },
});

/** One class of mine with the SPEC.md §3 record fields, and the route's actions (cancel, calendar export) while it is ahead. */
export const WorkoutItem = memo(function WorkoutItem({
  workout,
  upcoming,
  actions: Actions,
}: {
  workout: TrainingRegistration;
  upcoming: boolean;
  actions?: WorkoutActions | undefined;
}) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const tz = workout.clubTimeZone;
  const date = formatDate(workout.startDateTime, tz, { weekday: 'short', day: 'numeric', month: 'numeric', year: 'numeric' });
  const time = `${formatTime(workout.startDateTime, tz)}–${formatTime(workout.endDateTime, tz)}`;
  const waiting = workout.status === 'waiting';
  return (
    <article className={styles.item} style={{ borderLeftColor: workout.trainingColor }} aria-labelledby={`workout-${workout.registrationId}`}>
      <h3 id={`workout-${workout.registrationId}`} className={styles.name}>
        {workout.trainingName}
      </h3>
      <span className={styles.when}>
        {date}, {time}
      </span>
      <Caption1>
        {workout.clubName} · {workout.roomName}
        {workout.trainerName ? ` · ${workout.trainerName}` : ''}
      </Caption1>
      <span className={styles.type}>
        <span className={styles.swatch} style={{ backgroundColor: workout.trainingTypeColor }} aria-hidden />
        <Caption1>{i18n._(trainingTypeLabels[workout.trainingTypeName])}</Caption1>
      </span>
      {workout.isCancelled ? (
        <Badge color="danger" appearance="filled">
          <Trans>Class cancelled</Trans>
        </Badge>
      ) : (
        <Caption1 className={styles.status}>{waiting ? waitingPositionText(workout.placeInWaitingList) : <Trans>Booked</Trans>}</Caption1>
      )}
      {upcoming && !workout.isCancelled && Actions && <Actions workout={workout} />}
    </article>
  );
});
