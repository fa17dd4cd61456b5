import type { Training } from '../../../src/api/contract/schedule.ts';
import type { RecordRow } from '../booking/registration-record.ts';
import type { Localize } from '../labels.ts';

/*
 * What a club names in its timetable (classes and their prefixes, styles, rooms, units, clubs, and the
 * comments) in the request's language, through the club's label translations. A name without a
 * translation stays as stored; people's names (trainers) are never translated. Admins read the same
 * translated names, and the stored texts beside them (withStoredTexts) for the class form to edit.
 */

export function localizeTraining(training: Training, localize: Localize): Training {
  return {
    ...training,
    name: localize(training.name),
    namePrefix: localize(training.namePrefix),
    club: { ...training.club, name: localize(training.club.name) },
    room: { ...training.room, name: localize(training.room.name) },
    unit: training.unit && { ...training.unit, name: localize(training.unit.name) },
    style: training.style && { ...training.style, name: localize(training.style.name) },
    publicComment: localize(training.publicComment),
    privateComment: training.privateComment && localize(training.privateComment),
  };
}

/** The class with its editable texts as stored, before they are translated: what an admin's form edits. */
export function withStoredTexts(training: Training): Training {
  const { name, namePrefix, publicComment, privateComment } = training;
  return { ...training, stored: { name, namePrefix, publicComment, privateComment } };
}

/** A registration record's class, club and room names (the member's workouts, a booking's answer). */
export function localizeRecordRow<R extends RecordRow>(row: R, localize: Localize): R {
  return {
    ...row,
    name: localize(row.name),
    name_prefix: localize(row.name_prefix),
    club_name: localize(row.club_name),
    room_name: localize(row.room_name),
  };
}
