import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { CancelBookingButton } from './cancel-booking-button.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { OfferAnswerButtons } from './offer-answer-buttons.tsx';
import { openOfferEnd } from '../../schedule/booking-state.ts';
import styles from './workout-booking-actions.module.css';

/**
 * The booking actions of one of my classes still ahead (my workouts): accept or decline an offered place; else
 * cancel, and export to a calendar once booked.
 */
export function WorkoutBookingActions({ workout }: { workout: TrainingRegistration }) {
  const expiresAt = openOfferEnd(workout);
  if (expiresAt !== null) {
    return (
      <div className={styles.actions}>
        <OfferAnswerButtons
          offer={{
            trainingId: workout.id,
            name: workout.trainingName,
            start: workout.startDateTime,
            timeZone: workout.clubTimeZone,
            expiresAt,
          }}
          withDeadline
        />
      </div>
    );
  }
  const waiting = workout.status !== 'booked';
  return (
    <div className={styles.actions}>
      <CancelBookingButton
        booking={{
          trainingId: workout.id,
          name: workout.trainingName,
          start: workout.startDateTime,
          timeZone: workout.clubTimeZone,
          waiting,
          cancelingAllowed: workout.cancelingAllowed,
          cancelUntil: workout.cancelUntil,
        }}
      />
      {!waiting && (
        <AddToCalendarButton
          booked={{
            trainingId: workout.id,
            name: workout.trainingName,
            start: workout.startDateTime,
            end: workout.endDateTime,
            clubName: workout.clubName,
            roomName: workout.roomName,
            trainerName: workout.trainerName,
          }}
        />
      )}
    </div>
  );
}
