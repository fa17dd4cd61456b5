import type { Training } from '../api/contract/schedule.ts';
import { dayInZone } from '../common/calendar.ts';

/** The club days on which the member holds a place or a waiting-list spot in a class that still takes place. */
export function bookedDays(trainings: readonly Training[]): Set<string> {
  const days = new Set<string>();
  for (const training of trainings)
    if (training.myRegistration && !training.isCancelled)
      days.add(dayInZone(training.startDateTime, training.club.timeZone));
  return days;
}
