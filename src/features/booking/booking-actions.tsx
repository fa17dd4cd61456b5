import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import { formatTime } from '../../lib/dates.ts';
import type { ClassActionsProps } from '../../schedule/class-actions.ts';
import { useBookPlaceMutation } from './booking-queries.ts';
import { CancelBookingButton } from './cancel-booking-button.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { OfferAnswerButtons } from './offer-answer-buttons.tsx';
import { dayInZone } from '../../common/calendar.ts';
import { isPastCancelDeadline, type BookingState, type RefusalReason } from '../../schedule/booking-state.ts';
import { cancelDeadlineText } from '../../schedule/booking-texts.ts';
import { classNoteId } from '../../schedule/class-status.ts';
import { confirm } from '../../shell/confirm.ts';
import { useReachable } from '../../lib/online.ts';
import { ServerNeeded } from './server-needed.tsx';
import { BookingAlertButton } from './booking-alert-button.tsx';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './booking-actions.module.css';
import { buttonClass } from '../../ui/button.tsx';
import { StandingToggle } from './standing-toggle.tsx';
import { FamilyBooking } from './family-booking.tsx';
import { useHasDependants } from './family-queries.ts';

/** States in which a member sees the book action disabled, with the reason, rather than nothing. */
const refusedKinds: ReadonlySet<BookingState['kind']> = new Set(['refused', 'blocked', 'full']);

/** Refusals that would refuse every class of the series too: "Book every week" is not offered then. */
const everyWeekRefusals: ReadonlySet<RefusalReason> = new Set(['ageNotAllowed', 'accountNotActive']);

/** States whose buttons already say, when offline, that the server is needed: the dialog says it once. */
const explainsOfflineKinds: ReadonlySet<BookingState['kind']> = new Set([
  'bookable',
  'waitingList',
  'offered',
  'booked',
  'waiting',
]);

/**
 * The booking buttons of one class. In the class dialog, the button pressed (book, cancel) is replaced
 * by the next state's: focus goes to the new one instead of falling to the page, where Escape would no
 * longer reach the dialog.
 */
export function BookingActions(props: ClassActionsProps) {
  const root = useRef<HTMLDivElement>(null);
  const { place, state } = props;
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (place === 'dialog' && lost) root.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [place, state.kind]);
  const { training, role } = props;
  const weeklySeriesId = training.weeklySeriesId ?? null;
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <BookingButtons {...props} />
      {place === 'dialog' && role === 'user' && weeklySeriesId !== null && (
        <StandingToggle
          training={{ ...training, weeklySeriesId }}
          explainOffline={!explainsOfflineKinds.has(state.kind)}
          offer={!(state.kind === 'refused' && everyWeekRefusals.has(state.reason))}
        />
      )}
      {place === 'dialog' && role === 'user' && <FamilyBooking training={training} stateKind={state.kind} />}
    </div>
  );
}

/**
 * The one action that applies to the class's current state: book, join the waiting list, cancel, answer an offered
 * place (accept or decline), ask to be told when booking opens. On a card only
 * that; the dialog adds the cancel deadline, "Add to calendar", and a disabled book action when booking is refused
 * (its reason is the dialog's note, said once).
 */
function BookingButtons({ training, state, role, place }: ClassActionsProps) {
  const canBook = state.kind === 'bookable' || state.kind === 'waitingList';
  const root = cx(styles.root, place === 'dialog' && styles.dialog);

  if (role === 'public') {
    if (!canBook) return null;
    // Logging in returns to the same class in the member timetable.
    return (
      <div className={root}>
        <Link
          to="/calendar"
          search={{ id: training.id, date: dayInZone(training.startDateTime, training.club.timeZone) }}
          className={cx(buttonClass('primary'), styles.action)}
        >
          <Trans>Log in to book</Trans>
        </Link>
      </div>
    );
  }

  if (canBook) {
    return (
      <div className={root}>
        <BookButton training={training} waitingList={state.kind === 'waitingList'} cancelUntil={state.cancelUntil} />
        {place === 'dialog' && state.cancelUntil && (
          <span className={styles.note}>{cancelDeadlineText(state.cancelUntil, training.club.timeZone)}</span>
        )}
      </div>
    );
  }

  if (state.kind === 'offered') {
    return (
      <div className={root}>
        <OfferAnswerButtons
          offer={{
            trainingId: training.id,
            name: training.name,
            start: training.startDateTime,
            timeZone: training.club.timeZone,
            expiresAt: state.expiresAt,
          }}
          withDeadline={false}
        />
      </div>
    );
  }

  // not open yet: the member can ask to be told when it opens (the dialog's note says when)
  if (state.kind === 'notOpen') return <BookingAlertButton training={training} opensAt={state.opensAt} place={place} />;

  if (state.kind === 'refused' && state.reason === 'ageNotAllowed' && place === 'dialog') {
    return <AgeRefused training={training} />;
  }
  if (refusedKinds.has(state.kind)) return place === 'dialog' ? <RefusedBookButton training={training} /> : null;

  if (state.kind === 'booked' || state.kind === 'waiting') {
    return (
      <div className={root}>
        <CancelBookingButton
          booking={{
            trainingId: training.id,
            name: training.name,
            start: training.startDateTime,
            timeZone: training.club.timeZone,
            waiting: state.kind === 'waiting',
            cancelingAllowed: state.cancelingAllowed,
            cancelUntil: state.cancelUntil,
          }}
        />
        {place === 'dialog' && state.kind === 'booked' && (
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
function BookButton({
  training,
  waitingList,
  cancelUntil,
}: {
  training: Training;
  waitingList: boolean;
  cancelUntil: string | null;
}) {
  const { t } = useLingui();
  const book = useBookPlaceMutation();
  const reachable = useReachable();
  const time = formatTime(training.startDateTime, training.club.timeZone);
  const label = waitingList ? t`Join the waiting list` : t`Book a place`;
  const name = training.name;
  const onBook = async () => {
    // past the club's cancel deadline a booked place is for good: say so before, not after
    if (isPastCancelDeadline(cancelUntil)) {
      const confirmed = await confirm({
        title: t`Book without the option to cancel?`,
        content: t`${name} starts at ${time}. It is too late to cancel a place in this class: once booked, it cannot be cancelled.`,
        confirmLabel: t`Book anyway`,
        cancelLabel: t`Don't book`,
      });
      if (!confirmed) return;
    }
    book.mutate({ trainingId: training.id, name: training.name, start: training.startDateTime });
  };
  return (
    <>
      <button
        type="button"
        className={cx(controls.button, controls.primary, styles.action)}
        disabled={book.isPending || !reachable}
        onClick={() => void onBook()}
        aria-label={`${label}: ${training.name}, ${time}`}
      >
        {book.isPending ? <Trans>Booking…</Trans> : label}
      </button>
      {!reachable && <ServerNeeded />}
    </>
  );
}

/**
 * A class for another age group: refused for the member, before booking opens too. A guardian may still want to
 * know when it opens, to book a dependant (the family choice below), so they are offered the alert.
 */
function AgeRefused({ training }: { training: Training }) {
  const hasDependants = useHasDependants();
  const [notOpenYet] = useState(() => Date.parse(training.bookingOpensAt) > Date.now());
  return (
    <>
      <RefusedBookButton training={training} />
      {hasDependants && notOpenYet && (
        <BookingAlertButton training={training} opensAt={training.bookingOpensAt} place="dialog" />
      )}
    </>
  );
}

/** The book action disabled, described by the dialog's note (the reason the server gave), so the member knows before tapping. */
function RefusedBookButton({ training }: { training: Training }) {
  const { t } = useLingui();
  const time = formatTime(training.startDateTime, training.club.timeZone);
  const label = t`Book a place`;
  return (
    <div className={cx(styles.root, styles.dialog)}>
      {/* aria-disabled, not disabled: it stays focusable, so the reason it points at can be reached and is read. */}
      <button
        type="button"
        className={cx(controls.button, controls.primary, styles.action)}
        aria-disabled="true"
        aria-label={`${label}: ${training.name}, ${time}`}
        aria-describedby={classNoteId(training.id)}
      >
        {label}
      </button>
    </div>
  );
}
