import type { Training } from '../api/contract/schedule.ts';

/** A timetable class for client tests: a group class tomorrow with places left; override what a test is about. */
export function buildTraining(overrides: Partial<Training> = {}): Training {
  return {
    id: 1,
    name: 'Yoga',
    namePrefix: '',
    startDateTime: '2026-11-21T10:00:00.000Z',
    endDateTime: '2026-11-21T11:00:00.000Z',
    club: { id: 1, name: 'Main', timeZone: 'Europe/Tallinn' },
    room: { id: 1, name: 'Studio' },
    groupId: null,
    unit: null,
    trainer: null,
    style: null,
    trainingType: 'group',
    maxPlaces: 10,
    bookedCount: 3,
    waitingCount: 0,
    isPublic: true,
    waitingListAllowed: true,
    publicComment: '',
    privateComment: null,
    isCancelled: false,
    minAge: null,
    maxAge: null,
    myRegistration: null,
    bookingOpensAt: '2026-11-14T10:00:00.000Z',
    bookability: null,
    weeklySeriesId: null,
    series: null,
    ...overrides,
  };
}
