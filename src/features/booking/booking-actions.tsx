import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import { formatTime } from '../../lib/dates.ts';
import type { ClassActionsProps } from '../../schedule/class-actions.ts';
import { useBookPlaceMutation } from './use-booking-mutations.ts';
import { CancelBookingButton } from './cancel-booking-button.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { dayInZone } from '../../schedule/club-day.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The booking buttons of one class for its current state: book, join the waiting list, cancel, add to calendar. */
export function BookingActions({ training, state, role }: ClassActionsProps) {
  const styles = useStyles();
  const canBook = state.kind === 'bookable' || state.kind === 'waitingList';

  if (role === 'public') {
    if (!canBook) return null;
    // Logging in returns to the same class in the member timetable.
    return (
      <div className={styles.root}>
        <Link to="/calendar" search={{ id: training.id, date: dayInZone(training.startDateTime, training.club.timeZone) }}>
          <Trans>Log in to book</Trans>
        </Link>
      </div>
    );
  }

  if (canBook) {
    return (
      <div className={styles.root}>
        <BookButton training={training} waitingList={state.kind === 'waitingList'} />
      </div>
    );
  }

  if (state.kind === 'booked' || state.kind === 'waiting') {
    return (
      <div className={styles.root}>
        <CancelBookingButton
          booking={{
            trainingId: training.id,
            name: training.name,
            start: training.startDateTime,
            timeZone: training.club.timeZone,
            waiting: state.kind === 'waiting',
            cancelingAllowed: state.cancelingAllowed,
          }}
        />
        {state.kind === 'booked' && (
          <AddToCalendarButton
            booked={{
              trainingId: training.id,
              name: training.name,
              start: training.startDateTime,
              end: training.endDateTime,
              clubName: training.club.name,
              roomName: training.room.name,
              trainerName: training.trainer?.name ?? '',
            }}
          />
        )}
      </div>
    );
  }
  return null;
}

/**
 * Book a place or join the waiting list. Its own component so that only bookable classes hold a mutation:
 * a big club's week has hundreds of cards, most of them closed or past.
 */
function BookButton({ training, waitingList }: { training: Training; waitingList: boolean }) {
  const { t } = useLingui();
  const book = useBookPlaceMutation();
  const time = formatTime(training.startDateTime, training.club.timeZone);
  const label = waitingList ? t`Join the waiting list` : t`Book a place`;
  return (
    <Button appearance="primary" disabled={book.isPending} onClick={() => book.mutate(training.id)} aria-label={`${label}: ${training.name}, ${time}`}>
      {book.isPending ? <Trans>Booking…</Trans> : label}
    </Button>
  );
}
