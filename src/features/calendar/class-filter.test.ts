import { describe, expect, it } from 'vitest';
import type { Training } from '../../api/contract/schedule.ts';
import { filterSuggestions, matchesFilter } from './class-filter.ts';

const base: Training = {
  id: 1,
  name: 'Morning Flow',
  namePrefix: 'NEW',
  startDateTime: '2026-11-21T10:00:00.000Z',
  endDateTime: '2026-11-21T11:00:00.000Z',
  club: { id: 1, name: 'Main', timeZone: 'Europe/Tallinn' },
  room: { id: 1, name: 'Studio Sun' },
  groupId: null,
  unit: null,
  trainer: { id: 2, name: 'Mari Maasikas' },
  style: { id: 3, name: 'Yoga', color: '#00aa00' },
  trainingType: 'pool',
  maxPlaces: 10,
  bookedCount: 3,
  waitingCount: 0,
  isPublic: true,
  waitingListAllowed: true,
  publicComment: '',
  privateComment: null,
  isCancelled: false,
  myRegistration: null,
  bookingOpensAt: '2026-11-14T10:00:00.000Z',
};
const label = (type: string) => (type === 'pool' ? 'Ujula' : type);

describe('timetable filter', () => {
  it('matches name, prefix, style, trainer, room and type, ignoring case', () => {
    for (const text of ['flow', 'new', 'YOGA', 'maasikas', 'sun', 'pool', 'ujula', '  ']) {
      expect(matchesFilter(base, text, label)).toBe(true);
    }
    expect(matchesFilter(base, 'pilates', label)).toBe(false);
  });

  it('suggests the styles on show, sorted and once each, then the types', () => {
    const other = { ...base, style: { id: 4, name: 'Aqua', color: '#0000ff' } };
    expect(filterSuggestions([base, other, base, { ...base, style: null }], ['Gym'])).toEqual(['Aqua', 'Yoga', 'Gym']);
  });
});
