import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Training } from '../api/contract/schedule.ts';

/** "Weekly series, week 3 of 8" for a class of a series (staff answers only carry it). */
export function seriesText(i18n: I18n, series: NonNullable<Training['series']>): string {
  const { week, weeks } = series;
  return i18n._(msg`Weekly series, week ${week} of ${weeks}`);
}
