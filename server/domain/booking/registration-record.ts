import type { TrainingType } from '../../../src/api/contract/schedule.ts';
import type { TrainingRegistration } from '../../../src/api/contract/registration.ts';
import { cancelingDeadline, isCancelingAllowed, type HeldStatus } from './booking-rules.ts';

/** One colour per training type, so the app can mark types the same way in every club. */
export const trainingTypeColors: Record<TrainingType, string> = {
  group: '#3f8efc',
  gym: '#f2994a',
  other: '#9b9b9b',
  personal: '#bb6bd9',
  pool: '#2ec4b6',
};

/** Style colour of a class without a style. */
export const NO_STYLE_COLOR = '#9e9e9e';

/** The columns a registration record is built from (see RECORD_COLUMNS). */
export type RecordRow = {
  training_id: number;
  start_at: Date;
  end_at: Date;
  name: string;
  name_prefix: string;
  style_color: string | null;
  trainer_name: string | null;
  training_type: TrainingType;
  club_name: string;
  time_zone: string;
  room_name: string;
  cancel_deadline_hours: number;
  cancelled_at: Date | null;
};

/** Select list over trainings t, clubs c, rooms r, trainers tr, training_styles s. */
export const RECORD_COLUMNS = `t.id AS training_id, t.start_at, t.end_at, t.name, t.name_prefix,
  s.color AS style_color, tr.name AS trainer_name, t.training_type, c.name AS club_name, c.time_zone,
  r.name AS room_name, c.cancel_deadline_hours, t.cancelled_at`;

export const RECORD_JOINS = `JOIN clubs c ON c.id = t.club_id
  JOIN rooms r ON r.id = t.room_id
  LEFT JOIN trainers tr ON tr.id = t.trainer_id
  LEFT JOIN training_styles s ON s.id = t.style_id`;

export function displayName(name: string, prefix: string): string {
  return prefix ? `${prefix} ${name}` : name;
}

export function toRegistrationRecord(
  row: RecordRow,
  registrationId: number,
  status: HeldStatus,
  placeInWaitingList: number | null,
  now: Date,
  /** the trainer's presence mark (a new booking has none) */
  presence = false,
  /** an offered place: until when it can be accepted */
  offerExpiresAt: Date | null = null,
): TrainingRegistration {
  const isCancelled = row.cancelled_at !== null;
  return {
    id: row.training_id,
    registrationId,
    startDateTime: row.start_at.toISOString(),
    trainingName: displayName(row.name, row.name_prefix),
    trainingColor: row.style_color ?? NO_STYLE_COLOR,
    trainerName: row.trainer_name ?? '',
    trainingTypeName: row.training_type,
    trainingTypeColor: trainingTypeColors[row.training_type],
    clubName: row.club_name,
    roomName: row.room_name,
    placeInWaitingList: status === 'waiting' ? placeInWaitingList : null,
    cancelingAllowed: isCancelingAllowed(status, row.start_at, row.cancel_deadline_hours, isCancelled, now),
    endDateTime: row.end_at.toISOString(),
    clubTimeZone: row.time_zone,
    status,
    isCancelled,
    cancelUntil: new Date(cancelingDeadline(status, row.start_at, row.cancel_deadline_hours)).toISOString(),
    attendance:
      status === 'booked' && !isCancelled && row.end_at.getTime() <= now.getTime()
        ? presence
          ? 'attended'
          : 'missed'
        : null,
    offerExpiresAt: status === 'offered' && offerExpiresAt ? offerExpiresAt.toISOString() : null,
  };
}
