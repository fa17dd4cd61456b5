import { describe, expect, it } from 'vitest';
import type { Training } from '../api/contract/schedule.ts';
import { filterSuggestions, matchesFilter } from './class-filter.ts';
import { buildTraining } from '../test-support/build-training.ts';

const base: Training = buildTraining({
  name: 'Morning Flow',
  namePrefix: 'NEW',
  room: { id: 1, name: 'Studio Sun' },
  trainer: { id: 2, name: 'Mari Maasikas' },
  style: { id: 3, name: 'Yoga', color: '#00aa00' },
  trainingType: 'pool',
});
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
