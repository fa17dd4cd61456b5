import { describe, expect, it } from 'vitest';
import type { AdminRoom } from '../../api/contract/admin-resources.ts';
import { checkRoomDraft, newRoomDraft, roomDraftOf } from './room-draft.ts';

const room: AdminRoom = {
  id: 7,
  clubId: 1,
  groupId: 3,
  unitId: null,
  name: 'Studio 1',
  translations: { et: 'Stuudio 1', en: '', lv: 'Studija 1' },
  places: 18,
  styleIds: [2, 5],
  color: '#336699',
  active: true,
};

describe('the room form draft', () => {
  it('turns a room into a draft and back into the same input', () => {
    const checked = checkRoomDraft(roomDraftOf(room));
    expect(checked).toEqual({
      input: {
        clubId: 1,
        groupId: 3,
        unitId: null,
        name: 'Studio 1',
        translations: { et: 'Stuudio 1', en: '', lv: 'Studija 1' },
        places: 18,
        styleIds: [2, 5],
        color: '#336699',
      },
    });
  });

  it('names every bad field with the shared schema, keeping what was typed', () => {
    const draft = { ...newRoomDraft(undefined), name: '  ', places: '-3', color: 'blue' };
    const checked = checkRoomDraft(draft);
    expect('issues' in checked && checked.issues.map((i) => `${i.field}.${i.key}`)).toEqual([
      'clubId.fieldRequired',
      'name.nameRequired',
      'places.minValue',
      'color.invalid',
    ]);
    expect(draft.places).toBe('-3');
  });

  it('takes an empty places field as missing, not as zero', () => {
    const checked = checkRoomDraft({ ...newRoomDraft(1), name: 'Hall', places: ' ' });
    expect('issues' in checked && checked.issues).toEqual([
      { field: 'places', key: 'fieldRequired', requirement: undefined },
    ]);
  });
});
