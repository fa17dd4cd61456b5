import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { CancelBookingButton } from './cancel-booking-button.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import styles from './workout-booking-actions.module.css';

/** The booking actions of one of my classes still ahead (my workouts): cancel, and export to a calendar once booked. */
export function WorkoutBookingActions({ workout }: { workout: TrainingRegistration }) {
  const waiting = workout.status === 'waiting';
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
