import type { ComponentType } from 'react';
import type { Training } from '../api/contract/schedule.ts';
import type { BookingState } from './booking-state.ts';
import type { TimetableRole } from './queries.ts';

/** Where a class's actions are drawn: its card in the day list, or the class dialog. */
export type ClassActionsPlace = 'card' | 'dialog';

export type ClassActionsProps = {
  training: Training;
  state: BookingState;
  role: TimetableRole;
  place: ClassActionsPlace;
};

/**
 * What a feature does with a class (book, mark presence, edit…), handed to the shared timetable by
 * the route (docs/architecture.md#layers): the shared views never import a feature. A module-level component, so
 * the memoised class cards of a big week keep their props stable.
 */
export type ClassActions = ComponentType<ClassActionsProps>;
