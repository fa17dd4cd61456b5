import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TrainingType } from '../api/contract/schedule.ts';

/** docs/behaviour.md#records-and-local-state training types, as members read them. */
export const trainingTypeLabels: Record<TrainingType, MessageDescriptor> = {
  group: msg`Group training`,
  gym: msg`Gym`,
  other: msg`Other`,
  personal: msg`Personal training`,
  pool: msg`Pool`,
};
