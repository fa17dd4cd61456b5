import * as v from 'valibot';
import {
  placesBelowBooked,
  toFormIssues,
  TrainingForm,
  type FormIssue,
  type SeriesScope,
} from '../../api/contract/admin.ts';
import type { Training, TrainingType } from '../../api/contract/schedule.ts';
import { addDays } from '../../common/calendar.ts';
import { fromWallClock, toWallClock } from '../../common/wall-clock.ts';
import { readDateInput, readingValue, readTimeInput, type InputReading } from './native-inputs.ts';

/** The class form as the admin types it: ids as select values, date and times on the club's clock. */
export type ClassDraft = {
  trainingId: number | undefined;
  name: string;
  namePrefix: string;
  groupId: string;
  roomId: string;
  unitId: string;
  trainerId: string;
  styleId: string;
  trainingType: TrainingType;
  date: string;
  startTime: string;
  endTime: string;
  maxPlaces: string;
  isPublic: boolean;
  waitingListAllowed: boolean;
  /** the class's age limits as typed; empty: no limit */
  minAge: string;
  maxAge: string;
  publicComment: string;
  privateComment: string;
  notify: boolean;
  /** an edit of a series class: this class only, or this and all following */
  scope: SeriesScope;
};

/** Form fields that show an issue: the wire's start and end appear on the time inputs. */
export type DraftField =
  Exclude<keyof ClassDraft, 'trainingId' | 'isPublic' | 'waitingListAllowed' | 'notify' | 'scope' | 'date'> | 'date';

export function newDraft(date: string): ClassDraft {
  return {
    trainingId: undefined,
    name: '',
    namePrefix: '',
    groupId: '',
    roomId: '',
    unitId: '',
    trainerId: '',
    styleId: '',
    trainingType: 'group',
    date,
    startTime: '',
    endTime: '',
    maxPlaces: '',
    isPublic: true,
    waitingListAllowed: true,
    minAge: '',
    maxAge: '',
    publicComment: '',
    privateComment: '',
    notify: false,
    scope: 'this',
  };
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));

export function draftOf(training: Training): ClassDraft {
  const tz = training.club.timeZone;
  // The form edits what the club stored; the names beside it are in the admin's language.
  const texts = training.stored ?? training;
  const start = toWallClock(training.startDateTime, tz);
  return {
    trainingId: training.id,
    name: texts.name,
    namePrefix: texts.namePrefix,
    groupId: idText(training.groupId),
    roomId: String(training.room.id),
    unitId: idText(training.unit?.id),
    trainerId: idText(training.trainer?.id),
    styleId: idText(training.style?.id),
    trainingType: training.trainingType,
    date: start.date,
    startTime: start.time,
    endTime: toWallClock(training.endDateTime, tz).time,
    maxPlaces: String(training.maxPlaces),
    isPublic: training.isPublic,
    waitingListAllowed: training.waitingListAllowed,
    minAge: training.minAge == null ? '' : String(training.minAge),
    maxAge: training.maxAge == null ? '' : String(training.maxAge),
    publicComment: texts.publicComment,
    privateComment: texts.privateComment ?? '',
    notify: false,
    scope: 'this',
  };
}

const optionalId = (text: string) => (text === '' ? null : Number(text));
/** An age as typed: empty is no limit; anything else goes as a number for the schema to judge (NaN is invalid). */
const optionalAge = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The date and times as the native inputs gave them (native-inputs.ts): the draft keeps what was
 * typed, so a browser without a picker still shows it, and only the wire formats go further.
 */
function wallClockOf(draft: ClassDraft): { date: InputReading; start: InputReading; end: InputReading } {
  return { date: readDateInput(draft.date), start: readTimeInput(draft.startTime), end: readTimeInput(draft.endTime) };
}

/**
 * The class's start and end instants: the end time is on the start's day, or the next day when it
 * is not later (a class over midnight).
 */
export function draftSlot(draft: ClassDraft, timeZone: string): { start: Date; end: Date } | undefined {
  const wall = wallClockOf(draft);
  const [date, startTime, endTime] = [readingValue(wall.date), readingValue(wall.start), readingValue(wall.end)];
  if (date === '' || startTime === '' || endTime === '') return undefined;
  const start = fromWallClock(date, startTime, timeZone);
  const sameDayEnd = fromWallClock(date, endTime, timeZone);
  if (!start || !sameDayEnd) return undefined;
  if (sameDayEnd > start) return { start, end: sameDayEnd };
  const end = fromWallClock(addDays(date, 1), endTime, timeZone);
  return end ? { start, end } : undefined;
}

/** The wire body of POST/PUT /admin/schedule (unchecked: the schema decides). */
export function toTrainingForm(draft: ClassDraft, timeZone: string): Record<string, unknown> {
  const slot = draftSlot(draft, timeZone);
  const wall = wallClockOf(draft);
  const start =
    wall.date.kind === 'set' && wall.start.kind === 'set'
      ? fromWallClock(wall.date.value, wall.start.value, timeZone)
      : undefined;
  return {
    ...(draft.trainingId === undefined ? {} : { trainingId: draft.trainingId }),
    name: draft.name,
    namePrefix: draft.namePrefix,
    roomId: draft.roomId === '' ? undefined : Number(draft.roomId),
    roomGroupId: optionalId(draft.groupId),
    unitId: optionalId(draft.unitId),
    trainerId: optionalId(draft.trainerId),
    styleId: optionalId(draft.styleId),
    trainingType: draft.trainingType,
    startDateTime: start?.toISOString(),
    endDateTime: slot?.end.toISOString() ?? (wall.end.kind === 'empty' ? undefined : 'invalid'),
    maxPlaces: draft.maxPlaces.trim() === '' ? undefined : Number(draft.maxPlaces),
    isPublic: draft.isPublic,
    waitingListAllowed: draft.waitingListAllowed,
    minAge: optionalAge(draft.minAge),
    maxAge: optionalAge(draft.maxAge),
    publicComment: draft.publicComment,
    privateComment: draft.privateComment,
    ...(draft.trainingId === undefined ? {} : { notify: draft.notify, scope: draft.scope }),
  };
}

const wireToDraft: Record<string, DraftField> = {
  startDateTime: 'startTime',
  endDateTime: 'endTime',
  roomGroupId: 'groupId',
};

export type DraftIssues = Partial<Record<DraftField, FormIssue>>;

const readingIssue = (field: 'date' | 'startTime' | 'endTime', reading: InputReading): FormIssue | undefined =>
  reading.kind === 'set' ? undefined : { field, key: reading.kind === 'empty' ? 'fieldRequired' : 'invalid' };

/**
 * The shared schema's issues (the server checks the same), placed on the form's fields. The date and time
 * inputs say themselves when they are empty or not a date or time (each engine's inputs differ:
 * native-inputs.ts); the start and end are judged only once the date and times are set. An edit
 * may not offer fewer places than are booked.
 */
export function draftIssues(draft: ClassDraft, timeZone: string, bookedCount: number): DraftIssues {
  const issues: DraftIssues = {};
  const result = v.safeParse(TrainingForm, toTrainingForm(draft, timeZone));
  if (!result.success) {
    for (const issue of toFormIssues(result.issues)) {
      const field = (wireToDraft[issue.field] ?? issue.field) as DraftField;
      issues[field] = issue;
    }
  }
  const wall = wallClockOf(draft);
  const inputIssues = {
    date: readingIssue('date', wall.date),
    startTime: readingIssue('startTime', wall.start),
    endTime: readingIssue('endTime', wall.end),
  };
  if (inputIssues.date || inputIssues.startTime || inputIssues.endTime) {
    // the schema's start and end issues only echo an input that is not set: the input's own issue says more
    delete issues.startTime;
    delete issues.endTime;
    for (const field of ['date', 'startTime', 'endTime'] as const) {
      const issue = inputIssues[field];
      if (issue) issues[field] = issue;
    }
  }
  if (result.success && placesBelowBooked(result.output.maxPlaces, bookedCount)) {
    issues.maxPlaces = { field: 'maxPlaces', key: 'placesBelowBooked', requirement: bookedCount };
  }
  return issues;
}

export const MAX_REPEAT_WEEKS = 26;

/** "Repeat weekly for N weeks": the same wall-clock time on the same weekday, so a DST change keeps 18:00 at 18:00. */
export function weeklyDrafts(draft: ClassDraft, weeks: number): ClassDraft[] {
  const date = readingValue(readDateInput(draft.date));
  if (date === '') return [draft];
  return Array.from({ length: weeks }, (_, i) => ({ ...draft, date: addDays(date, 7 * i) }));
}

/** The repeat count typed by the admin, or the issue with it. */
export function parseWeeks(text: string): { weeks: number } | { issue: FormIssue } {
  const weeks = Number(text);
  if (text.trim() === '' || !Number.isInteger(weeks)) return { issue: { field: 'weeks', key: 'fieldRequired' } };
  if (weeks < 1) return { issue: { field: 'weeks', key: 'minValue', requirement: 1 } };
  if (weeks > MAX_REPEAT_WEEKS) return { issue: { field: 'weeks', key: 'maxValue', requirement: MAX_REPEAT_WEEKS } };
  return { weeks };
}

/** What a link may fill in a new class: the room and the start (the week by room's free hour). */
export type ClassPrefill = { roomId?: number | undefined; startTime?: string | undefined };

/**
 * A new class on `date` with the prefilled room (and its group) and start; the end is an hour later
 * (past midnight it wraps, which the form reads as the next day). An unknown room is left unset.
 */
export function prefilledDraft(
  date: string,
  prefill: ClassPrefill,
  rooms: readonly { id: number; groupId: number | null }[],
): ClassDraft {
  const draft = newDraft(date);
  const room = rooms.find((r) => r.id === prefill.roomId);
  const start = prefill.startTime;
  const end = start ? `${String((Number(start.slice(0, 2)) + 1) % 24).padStart(2, '0')}${start.slice(2)}` : '';
  return {
    ...draft,
    roomId: room ? String(room.id) : '',
    groupId: room ? idText(room.groupId) : '',
    startTime: start ?? '',
    endTime: end,
  };
}
