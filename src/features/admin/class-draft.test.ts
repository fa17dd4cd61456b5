import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TrainingForm } from '../../api/contract/admin.ts';
import { buildTraining } from '../../test-support/build-training.ts';
import {
  draftIssues,
  draftOf,
  newDraft,
  parseWeeks,
  prefilledDraft,
  toTrainingForm,
  weeklyDrafts,
  type ClassDraft,
} from './class-draft.ts';

const tz = 'Europe/Tallinn';
const filled = (over: Partial<ClassDraft> = {}): ClassDraft => ({
  ...newDraft('2026-11-24'),
  name: 'Pilates',
  roomId: '3',
  startTime: '18:00',
  endTime: '19:00',
  maxPlaces: '12',
  ...over,
});

describe('the class draft', () => {
  it('becomes the wire form with instants on the club clock', () => {
    const form = v.parse(TrainingForm, toTrainingForm(filled({ trainerId: '7' }), tz));
    expect(form).toMatchObject({ name: 'Pilates', roomId: 3, trainerId: 7, styleId: null, maxPlaces: 12 });
    expect([form.startDateTime, form.endDateTime]).toEqual(['2026-11-24T16:00:00.000Z', '2026-11-24T17:00:00.000Z']);
    expect(draftIssues(filled(), tz, 0)).toEqual({});
  });

  it('ends on the next day when the end time is not later (a class over midnight)', () => {
    const form = v.parse(TrainingForm, toTrainingForm(filled({ startTime: '23:00', endTime: '00:30' }), tz));
    expect(form.endDateTime).toBe('2026-11-24T22:30:00.000Z');
  });

  it('places the shared schema issues on the form fields', () => {
    const issues = draftIssues(
      filled({ name: ' ', roomId: '', startTime: '', endTime: '', maxPlaces: '-1', namePrefix: 'x'.repeat(51) }),
      tz,
      0,
    );
    expect(issues.name?.key).toBe('nameRequired');
    expect(issues.roomId?.key).toBe('fieldRequired');
    expect(issues.startTime?.key).toBe('fieldRequired');
    expect(issues.endTime?.key).toBe('fieldRequired');
    expect(issues.maxPlaces).toMatchObject({ key: 'minValue', requirement: 0 });
    expect(issues.namePrefix).toMatchObject({ key: 'maxLength', requirement: 50 });
    expect(draftIssues(filled({ name: 'P' }), tz, 0).name).toMatchObject({ key: 'minLength', requirement: 2 });
    expect(draftIssues(filled({ date: '' }), tz, 0)).toEqual({ date: { field: 'date', key: 'fieldRequired' } });
  });

  it("reads the date and time inputs of every engine: seconds are dropped, '' is not set, free text is invalid", () => {
    // Firefox and Chromium give seconds when the step is under a minute
    const withSeconds = v.parse(
      TrainingForm,
      toTrainingForm(filled({ startTime: '18:00:30', endTime: '19:00:00.000' }), tz),
    );
    expect([withSeconds.startDateTime, withSeconds.endDateTime]).toEqual([
      '2026-11-24T16:00:00.000Z',
      '2026-11-24T17:00:00.000Z',
    ]);
    expect(draftIssues(filled({ startTime: '18:00:30' }), tz, 0)).toEqual({});
    // iOS Safari while a field is half set
    expect(draftIssues(filled({ endTime: '' }), tz, 0)).toEqual({
      endTime: { field: 'endTime', key: 'fieldRequired' },
    });
    // desktop Safari without a picker: whatever was typed
    expect(draftIssues(filled({ startTime: '6 pm' }), tz, 0)).toEqual({
      startTime: { field: 'startTime', key: 'invalid' },
    });
    expect(draftIssues(filled({ date: '24.11.2026' }), tz, 0)).toEqual({ date: { field: 'date', key: 'invalid' } });
    expect(draftIssues(filled({ date: '2026-02-30', endTime: 'x' }), tz, 0)).toEqual({
      date: { field: 'date', key: 'invalid' },
      endTime: { field: 'endTime', key: 'invalid' },
    });
    expect(toTrainingForm(filled({ date: 'soon' }), tz)).toMatchObject({
      startDateTime: undefined,
      endDateTime: 'invalid',
    });
    expect(weeklyDrafts(filled({ date: 'soon' }), 3)).toHaveLength(1);
  });

  it('refuses fewer places than already booked', () => {
    expect(draftIssues(filled({ maxPlaces: '3' }), tz, 4).maxPlaces).toMatchObject({
      key: 'placesBelowBooked',
      requirement: 4,
    });
    expect(draftIssues(filled({ maxPlaces: '4' }), tz, 4)).toEqual({});
  });
});

describe('repeat weekly', () => {
  it('keeps the wall-clock time across the autumn clock change', () => {
    const starts = weeklyDrafts(filled({ date: '2026-10-20' }), 2).map(
      (d) => v.parse(TrainingForm, toTrainingForm(d, tz)).startDateTime,
    );
    // 18:00 in Tallinn: summer time (UTC+3), then winter time (UTC+2)
    expect(starts).toEqual(['2026-10-20T15:00:00.000Z', '2026-10-27T16:00:00.000Z']);
  });

  it('takes 1 to 26 weeks', () => {
    expect(parseWeeks('4')).toEqual({ weeks: 4 });
    expect(parseWeeks('0')).toMatchObject({ issue: { key: 'minValue' } });
    expect(parseWeeks('27')).toMatchObject({ issue: { key: 'maxValue', requirement: 26 } });
    expect(parseWeeks('')).toMatchObject({ issue: { key: 'fieldRequired' } });
  });
});

describe('a new class prefilled from a free hour', () => {
  const rooms = [
    { id: 3, groupId: 2 },
    { id: 4, groupId: null },
  ];
  it('takes the room with its group, the start, and ends an hour later', () => {
    expect(prefilledDraft('2026-11-24', { roomId: 3, startTime: '18:00' }, rooms)).toMatchObject({
      date: '2026-11-24',
      roomId: '3',
      groupId: '2',
      startTime: '18:00',
      endTime: '19:00',
    });
    expect(prefilledDraft('2026-11-24', { roomId: 4, startTime: '23:30' }, rooms)).toMatchObject({
      roomId: '4',
      groupId: '',
      endTime: '00:30',
    });
  });
  it('leaves an unknown room and a missing time unset', () => {
    expect(prefilledDraft('2026-11-24', { roomId: 99 }, rooms)).toMatchObject({
      roomId: '',
      startTime: '',
      endTime: '',
    });
  });
});

describe('draftOf', () => {
  it('edits the texts the club stored, not the translations the admin reads beside them', () => {
    const training = buildTraining({
      name: 'Hommikujooga',
      publicComment: 'Too oma matt',
      stored: { name: 'Morning yoga', namePrefix: '', publicComment: 'Bring your mat', privateComment: null },
    });
    expect(draftOf(training)).toMatchObject({ name: 'Morning yoga', publicComment: 'Bring your mat' });
    expect(draftOf({ ...training, stored: undefined })).toMatchObject({ name: 'Hommikujooga' });
  });
});
