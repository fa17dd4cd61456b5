import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { TrainingForm } from '../../api/contract/admin.ts';
import { ApiFailure } from '../../api/client.ts';
import { newDraft, toTrainingForm } from './class-draft.ts';
import { conflictText, refusalDetails } from './form-issue-text.ts';
import { classesReached, effectiveScope, laterClasses, offersScope } from './series-scope.ts';

const week3of8 = { id: 5, week: 3, weeks: 8 };

describe('the series scope', () => {
  it('offers "this and all following" only where later classes exist', () => {
    expect(laterClasses(week3of8)).toBe(5);
    expect(offersScope(week3of8)).toBe(true);
    expect(offersScope({ id: 5, week: 8, weeks: 8 })).toBe(false);
    expect(offersScope(null)).toBe(false);
    expect(classesReached(week3of8, 'following')).toBe(6);
    expect(classesReached(week3of8, 'this')).toBe(1);
  });

  it('sends "following" only for a class with later ones', () => {
    expect(effectiveScope(week3of8, 'following')).toBe('following');
    expect(effectiveScope({ id: 5, week: 8, weeks: 8 }, 'following')).toBe('this');
    expect(effectiveScope(null, 'following')).toBe('this');
  });

  it('an edit carries its scope on the wire, a new class none', () => {
    const draft = {
      ...newDraft('2026-11-24'),
      name: 'Pilates',
      roomId: '3',
      startTime: '18:00',
      endTime: '19:00',
      maxPlaces: '12',
    };
    expect(
      v.parse(TrainingForm, toTrainingForm({ ...draft, trainingId: 9, scope: 'following' }, 'Europe/Tallinn')).scope,
    ).toBe('following');
    expect(toTrainingForm(draft, 'Europe/Tallinn')).not.toHaveProperty('scope');
    expect(v.parse(TrainingForm, toTrainingForm(draft, 'Europe/Tallinn')).scope).toBe('this');
  });
});

describe('a clash, named', () => {
  const conflict = {
    kind: 'room' as const,
    id: 1,
    name: 'Studio 1',
    trainingId: 7,
    trainingName: 'Pilates',
    start: '2026-11-24T16:00:00.000Z',
    end: '2026-11-24T17:00:00.000Z',
  };

  it('says which class takes the room and when, on the club clock', () => {
    expect(conflictText(i18n, conflict, 'Europe/Tallinn')).toBe('Studio 1 is taken by Pilates, 18:00–19:00');
    expect(conflictText(i18n, { ...conflict, kind: 'trainer', name: 'Anna' }, 'Europe/Riga')).toBe(
      'Anna teaches Pilates, 18:00–19:00',
    );
  });

  it('reads the clashing classes from a refused save, nothing from other failures', () => {
    const refused = new ApiFailure('http', {
      status: 409,
      key: 'selectedRoomsNotAvailable',
      body: { errors: ['selectedRoomsNotAvailable'], code: 409, conflicts: [conflict] },
    });
    expect(refusalDetails(refused)?.conflicts).toEqual([conflict]);
    expect(
      refusalDetails(
        new ApiFailure('http', {
          status: 409,
          key: 'trainerNotAvailable',
          body: { errors: ['trainerNotAvailable'], code: 409 },
        }),
      ),
    ).toBeUndefined();
    expect(refusalDetails(new ApiFailure('fetch'))).toBeUndefined();
  });
});
