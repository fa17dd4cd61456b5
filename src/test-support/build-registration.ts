import type { TrainingRegistration } from '../api/contract/registration.ts';

/** A member's booked class (docs/behaviour.md#records-and-local-state registration record) for client tests; override what a test is about. */
export function buildRegistration(overrides: Partial<TrainingRegistration> = {}): TrainingRegistration {
  return {
    id: 1,
    registrationId: 7,
    startDateTime: '2026-11-21T10:00:00.000Z',
    endDateTime: '2026-11-21T11:00:00.000Z',
    trainingName: 'Yoga',
    trainingColor: '#8e44ad',
    trainerName: 'Mari',
    trainingTypeName: 'group',
    trainingTypeColor: '#2980b9',
    clubName: 'Main',
    roomName: 'Studio',
    placeInWaitingList: null,
    cancelingAllowed: true,
    clubTimeZone: 'Europe/Tallinn',
    status: 'booked',
    isCancelled: false,
    cancelUntil: '2026-11-21T08:00:00.000Z',
    attendance: null,
    ...overrides,
  };
}
