import type { QueryClient } from '@tanstack/react-query';
import type { Training } from '../../../api/contract/schedule.ts';
import { addDays, dayInZone, todayInZone } from '../../../common/calendar.ts';
import { fetchRangeForDays } from '../../../schedule/club-day.ts';
import { scannerQueries, scannerTimeZone } from '../scanner/scanner-data.ts';
import { scheduleQueries } from '../../../schedule/queries.ts';

/** How far ahead "Today" looks for the trainer's next class when none is left today. */
export const NEXT_CLASS_DAYS = 14;

/**
 * The trainer's day: today's classes are the scanner's query (one answer for both screens), and the
 * days after today up to NEXT_CLASS_DAYS are read only when no class of theirs is left today.
 */
export const trainerDayQueries = {
  settings: scannerQueries.settings,
  today: scannerQueries.today,
  ahead: (timeZone: string) => {
    const today = todayInZone(timeZone);
    return scheduleQueries.list('trainer', fetchRangeForDays(addDays(today, 1), addDays(today, NEXT_CLASS_DAYS)));
  },
};

export const trainerDayTimeZone = scannerTimeZone;

/** The classes a trainer leads, in order of start. */
export function classesLedBy(schedule: readonly Training[], trainerId: number | null): Training[] {
  return schedule
    .filter((c) => trainerId !== null && c.trainer?.id === trainerId)
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
}

/** Of those, the ones on today's date in their club's zone. */
export function onClubToday(classes: readonly Training[], now: number): Training[] {
  return classes.filter((c) => dayInZone(c.startDateTime, c.club.timeZone) === todayInZone(c.club.timeZone, now));
}

/** The first class not cancelled that has not ended yet (a running class counts: its presence is marked now). */
export function nextClass(classes: readonly Training[], now: number): Training | undefined {
  return classes.find((c) => !c.isCancelled && Date.parse(c.endDateTime) > now);
}

/** The home route's loader for a trainer: starts today's classes without waiting (offline, the cache is used). */
export function startTrainerDayData(queryClient: QueryClient): void {
  const settings = trainerDayQueries.settings();
  void queryClient.prefetchQuery(settings);
  void queryClient.prefetchQuery(trainerDayQueries.today(scannerTimeZone(queryClient.getQueryData(settings.queryKey))));
}
