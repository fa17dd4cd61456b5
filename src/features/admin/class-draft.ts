import * as v from 'valibot';
import { placesBelowBooked, toFormIssues, TrainingForm, type FormIssue } from '../../api/contract/admin.ts';
import type { Training, TrainingType } from '../../api/contract/schedule.ts';
import { addDays, fromWallClock, toWallClock } from '../../api/contract/calendar.ts';

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
  publicComment: string;
  privateComment: string;
  notify: boolean;
};

/** Form fields that show an issue: the wire's start and end appear on the time inputs. */
export type DraftField = Exclude<keyof ClassDraft, 'trainingId' | 'isPublic' | 'waitingListAllowed' | 'notify' | 'date'> | 'date';

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
    publicComment: '',
    privateComment: '',
    notify: false,
  };
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));

export function draftOf(training: Training): ClassDraft {
  const tz = training.club.timeZone;
  const start = toWallClock(training.startDateTime, tz);
  return {
    trainingId: training.id,
    name: training.name,
    namePrefix: training.namePrefix,
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
    publicComment: training.publicComment,
    privateComment: training.privateComment ?? '',
    notify: false,
  };
}

const optionalId = (text: string) => (text === '' ? null : Number(text));

/**
 * The class's start and end instants: the end time is on the start's day, or the next day when it
 * is not later (a class over midnight).
 */
export function draftSlot(draft: ClassDraft, timeZone: string): { start: Date; end: Date } | undefined {
  const start = fromWallClock(draft.date, draft.startTime, timeZone);
  const sameDayEnd = fromWallClock(draft.date, draft.endTime, timeZone);
  if (!start || !sameDayEnd) return undefined;
  if (sameDayEnd > start) return { start, end: sameDayEnd };
  const end = fromWallClock(addDays(draft.date, 1), draft.endTime, timeZone);
  return end ? { start, end } : undefined;
}

/** The wire body of POST/PUT /admin/schedule (unchecked: the schema decides). */
export function toTrainingForm(draft: ClassDraft, timeZone: string): Record<string, unknown> {
  const slot = draftSlot(draft, timeZone);
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
    startDateTime: fromWallClock(draft.date, draft.startTime, timeZone)?.toISOString(),
    endDateTime: slot?.end.toISOString() ?? (draft.endTime === '' ? undefined : 'invalid'),
    maxPlaces: draft.maxPlaces.trim() === '' ? undefined : Number(draft.maxPlaces),
    isPublic: draft.isPublic,
    waitingListAllowed: draft.waitingListAllowed,
    publicComment: draft.publicComment,
    privateComment: draft.privateComment,
    ...(draft.trainingId === undefined ? {} : { notify: draft.notify }),
  };
}

const wireToDraft: Record<string, DraftField> = {
  startDateTime: 'startTime',
  endDateTime: 'endTime',
  roomGroupId: 'groupId',
};

export type DraftIssues = Partial<Record<DraftField, FormIssue>>;

/**
 * The shared schema's issues (the server checks the same), placed on the form's fields; an empty
 * date marks the date, and an edit may not offer fewer places than are booked.
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
  // an end time cannot be judged before there is a start
  if (issues.startTime && /^\d\d:\d\d$/.test(draft.endTime)) delete issues.endTime;
  if (draft.date === '' || Number.isNaN(Date.parse(`${draft.date}T00:00:00Z`))) {
    issues.date = { field: 'date', key: 'fieldRequired' };
    delete issues.startTime;
    delete issues.endTime;
  }
  if (result.success && placesBelowBooked(result.output.maxPlaces, bookedCount)) {
    issues.maxPlaces = { field: 'maxPlaces', key: 'placesBelowBooked', requirement: bookedCount };
  }
  return issues;
}

export const MAX_REPEAT_WEEKS = 26;

/** "Repeat weekly for N weeks": the same wall-clock time on the same weekday, so a DST change keeps 18:00 at 18:00. */
export function weeklyDrafts(draft: ClassDraft, weeks: number): ClassDraft[] {
  return Array.from({ length: weeks }, (_, i) => ({ ...draft, date: addDays(draft.date, 7 * i) }));
}

/** The repeat count typed by the admin, or the issue with it. */
export function parseWeeks(text: string): { weeks: number } | { issue: FormIssue } {
  const weeks = Number(text);
  if (text.trim() === '' || !Number.isInteger(weeks)) return { issue: { field: 'weeks', key: 'fieldRequired' } };
  if (weeks < 1) return { issue: { field: 'weeks', key: 'minValue', requirement: 1 } };
  if (weeks > MAX_REPEAT_WEEKS) return { issue: { field: 'weeks', key: 'maxValue', requirement: MAX_REPEAT_WEEKS } };
  return { weeks };
}
