import type { ComponentType } from 'react';
import type { TrainingRegistration } from '../../api/contract/registration.ts';

/** What I can do with one of my classes still ahead, handed in by the route (booking fills it): features never import each other. */
export type WorkoutActions = ComponentType<{ workout: TrainingRegistration }>;
