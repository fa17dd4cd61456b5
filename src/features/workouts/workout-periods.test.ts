import { describe, expect, it } from 'vitest';
import type { TrainingRegistration } from '../../api/contract/registration.ts';
import { fetchRangeForDays } from '../../schedule/club-day.ts';
import { periodDays, selectWorkouts } from './workout-periods.ts';
import { buildRegistration } from '../../test-support/build-registration.ts';

const now = Date.parse('2026-11-20T12:00:00Z');
const range = { from: '2026-11-01', to: '2026-11-30' };

function record(id: number, startDateTime: string): TrainingRegistration {
  return buildRegistration({
    id,
    registrationId: id * 10,
    startDateTime,
    endDateTime: startDateTime,
    trainingName: `Class ${id}`,
  });
}

const records = [
  record(1, '2026-11-20T12:00:00Z'), // exactly now: past
  record(2, '2026-11-20T12:00:01Z'), // future
  record(3, '2026-11-10T08:00:00Z'),
  record(4, '2026-10-31T22:30:00Z'), // 1 Nov 00:30 in Tallinn: inside the range
  record(5, '2026-10-31T21:30:00Z'), // 31 Oct 23:30 in Tallinn: outside
  record(6, '2026-12-05T10:00:00Z'),
];

describe('my workouts periods', () => {
  it('splits at now: start after now is future, at or before now is past', () => {
    expect(selectWorkouts(records, 'future', now, range).map((r) => r.id)).toEqual([2, 6]);
    expect(selectWorkouts(records, 'past', now, range).map((r) => r.id)).toEqual([1, 3, 4]);
  });

  it('shows all classes of the chosen days, newest first as the past, by the club day', () => {
    expect(selectWorkouts(records, 'all', now, range).map((r) => r.id)).toEqual([2, 1, 3, 4]);
  });

  it('asks the server for whole days in every zone', () => {
    expect(fetchRangeForDays('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-31T10:00:00.000Z',
      to: '2026-12-01T12:00:00.000Z',
    });
    expect(periodDays('past', '2026-11-20', range)).toEqual({ first: '2026-11-01', last: '2026-11-20' });
    expect(periodDays('future', '2026-11-20', range)).toEqual({ first: '2026-11-20', last: '2027-01-15' });
    expect(periodDays('all', '2026-11-20', range)).toEqual({ first: '2026-11-01', last: '2026-11-30' });
  });
});
