import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatisticsPeriod, TrainingType } from '../../api/contract/statistics.ts';

/** docs/behaviour.md#records-and-local-state training types. */
export const trainingTypeTexts: Record<TrainingType, MessageDescriptor> = {
  group: msg`Group training`,
  gym: msg`Gym`,
  other: msg`Other`,
  personal: msg`Personal training`,
  pool: msg`Pool`,
};

/** docs/behaviour.md#constants-and-limits client statistics periods. */
export const periodTexts: Record<StatisticsPeriod, MessageDescriptor> = {
  active: msg`Active`,
  month: msg`Current month`,
  last30: msg`Previous 30 days`,
};

export const statisticsPeriods: readonly StatisticsPeriod[] = ['active', 'month', 'last30'];
