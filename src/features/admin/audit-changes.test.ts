import { describe, expect, it } from 'vitest';
import { changedFields, dayRange, valueText } from './audit-changes.ts';

describe('an audit entry’s changes', () => {
  it('lists only the fields an edit changed, before → after', () => {
    expect(
      changedFields({ name: 'Yoga', max_places: 8, styleIds: [1] }, { name: 'Yoga', max_places: 12, styleIds: [1, 2] }),
    ).toEqual([
      { field: 'max_places', before: '8', after: '12' },
      { field: 'styleIds', before: '[1]', after: '[1,2]' },
    ]);
  });

  it('shows every field of a create and of a delete against a dash', () => {
    expect(changedFields(null, { name: 'Gym' })).toEqual([{ field: 'name', before: '—', after: 'Gym' }]);
    expect(changedFields({ name: 'Gym', cancelled_at: null }, null)).toEqual([
      { field: 'name', before: 'Gym', after: '—' },
    ]);
    expect(valueText(false)).toBe('false');
  });

  it('turns calendar days into the instants of the whole days, ends open when empty', () => {
    const { from, to } = dayRange('2026-03-01', '2026-03-01');
    expect(Date.parse(to!) - Date.parse(from!)).toBe(86_400_000);
    expect(dayRange('', '')).toEqual({});
  });
});
