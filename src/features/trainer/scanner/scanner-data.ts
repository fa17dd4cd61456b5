import type { QueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '../../../api/contract/settings.ts';
import { todayInZone } from '../../../common/calendar.ts';
import { deviceTimeZone } from '../../../lib/dates.ts';
import { fetchRangeForDays } from '../../../schedule/club-day.ts';
import { timetableFilterQueries } from '../../../schedule/filter-queries.ts';
import { scheduleQueries } from '../../../schedule/queries.ts';

/** The club's zone that decides "today" at the scanner: the first club's, the device's while the clubs are not known. */
export const scannerTimeZone = (settings: PublicSettings | undefined) =>
  settings?.clubs[0]?.timeZone ?? deviceTimeZone();

/** What the scanner offers a scanned client: the trainer's classes of today, and the class the scanner was opened from. */
export const scannerQueries = {
  settings: timetableFilterQueries.settings,
  today: (timeZone: string) => {
    const today = todayInZone(timeZone);
    return scheduleQueries.list('trainer', fetchRangeForDays(today, today));
  },
  training: (trainingId: number) => scheduleQueries.training('trainer', trainingId),
};

/** The route's loader: starts them before the first card is scanned, without waiting (offline, the cache is used). */
export function startScannerData(queryClient: QueryClient, trainingId: number | undefined): void {
  const settings = scannerQueries.settings();
  void queryClient.prefetchQuery(settings);
  void queryClient.prefetchQuery(scannerQueries.today(scannerTimeZone(queryClient.getQueryData(settings.queryKey))));
  if (trainingId !== undefined) void queryClient.prefetchQuery(scannerQueries.training(trainingId));
}
