import * as v from 'valibot';
import {
  ActiveTrainersResponse,
  AvailabilityResponse,
  CancelTrainingBody,
  DeleteTrainingQuery,
  MessagesSentResponse,
  AdminMessageResponse,
  OutboxQuery,
  OutboxResponse,
  RoomAvailabilityQuery,
  SaveTrainingResponse,
  ScheduleRefusal,
  SmsMessageBody,
  TrainerAvailabilityQuery,
  TrainingForm,
} from '../../src/api/contract/admin.ts';
import {
  RoomGroupsResponse,
  RoomQuery,
  RoomsResponse,
  TrainingStylesResponse,
  UnitsResponse,
} from '../../src/api/contract/schedule.ts';
import { StandingRules } from '../../src/api/contract/standing.ts';
import { StrikeSettings } from '../../src/api/contract/strikes.ts';
import { WaitingListRules, WaitingListRulesBody } from '../../src/api/contract/waiting-list.ts';
import type { Operation, RefusalKey } from './operation.ts';

/** A class saved into a room or a trainer taken at that time, or no longer offered. */
const scheduleConflicts: RefusalKey[] = ['selectedRoomsNotAvailable', 'trainerNotAvailable'];
/** Notices by text message stop at the club's daily cap (SMS_DAILY_CAP). */
const smsCap = { 429: ['smsDailyLimitReached'] } as const;

const roomList = (
  pattern: string,
  minRole: Operation['minRole'],
  summary: string,
  answer: v.GenericSchema,
): Operation => ({
  method: 'GET',
  pattern,
  summary,
  minRole,
  query: RoomQuery,
  answers: { 200: answer },
});

/**
 * The admin's classes (saved, cancelled, deleted), the rooms and trainers the class form offers, text messages, and
 * the club's booking rules (route-table-booking.ts); the timetable and the members' side are in operations-booking.ts.
 */
export const operationsClasses: Operation[] = [
  {
    method: 'POST',
    pattern: '/admin/schedule',
    summary: 'Create a class (or a weekly series)',
    description: 'A bad field answers 400 `invalidInput` followed by one `<field>.<key>` per field.',
    minRole: 'admin',
    body: TrainingForm,
    answers: { 201: SaveTrainingResponse },
    refusals: { 400: ['placesBelowBooked'], 404: ['itemNotFound', 'classNotFound'], 409: scheduleConflicts, ...smsCap },
    refusalBodies: { 409: ScheduleRefusal },
  },
  {
    method: 'PUT',
    pattern: '/admin/schedule',
    summary: 'Edit a class (or the rest of its series)',
    description: 'A bad field answers 400 `invalidInput` followed by one `<field>.<key>` per field.',
    minRole: 'admin',
    body: TrainingForm,
    answers: { 200: SaveTrainingResponse },
    refusals: { 400: ['placesBelowBooked'], 404: ['itemNotFound', 'classNotFound'], 409: scheduleConflicts, ...smsCap },
    refusalBodies: { 409: ScheduleRefusal },
  },
  {
    method: 'POST',
    pattern: '/admin/schedule/cancel/:id',
    summary: 'Cancel a class (or the rest of its series), telling its members if asked',
    description: 'An empty body means `{ "notify": false, "scope": "this" }`.',
    minRole: 'admin',
    body: CancelTrainingBody,
    bodyOptional: true,
    answers: { 200: MessagesSentResponse },
    refusals: { 404: ['classNotFound'], 409: ['classHasRegistrations'], ...smsCap },
    refusalBodies: { 409: ScheduleRefusal },
  },
  { ...roomList('/public/room', 'anonymous', 'The rooms', RoomsResponse) },
  { ...roomList('/public/room/group', 'anonymous', 'The room groups', RoomGroupsResponse) },
  { ...roomList('/public/room/unit', 'anonymous', 'The units', UnitsResponse) },
  { ...roomList('/user/room/unit', 'member', 'The units', UnitsResponse), keyAccess: 'timetable' },
  { ...roomList('/admin/room', 'admin', 'The rooms, for the class form', RoomsResponse) },
  { ...roomList('/admin/room/group', 'admin', 'The room groups, for the class form', RoomGroupsResponse) },
  { ...roomList('/admin/room/unit', 'admin', 'The units, for the class form', UnitsResponse) },
  {
    method: 'GET',
    pattern: '/admin/room/:roomId/style',
    summary: 'The training styles a room is set up for',
    minRole: 'admin',
    answers: { 200: TrainingStylesResponse },
  },
  {
    method: 'GET',
    pattern: '/admin/room/availability',
    summary: 'Whether rooms are free in a time slot',
    minRole: 'admin',
    query: RoomAvailabilityQuery,
    answers: { 200: AvailabilityResponse },
    refusals: { 404: ['itemNotFound'] },
  },
  {
    method: 'GET',
    pattern: '/admin/trainer/availability',
    summary: 'Whether a trainer is free in a time slot',
    minRole: 'admin',
    query: TrainerAvailabilityQuery,
    answers: { 200: AvailabilityResponse },
    refusals: { 404: ['itemNotFound'] },
  },
  {
    method: 'GET',
    pattern: '/admin/trainer',
    summary: 'The active trainers, for the class form',
    minRole: 'admin',
    answers: { 200: ActiveTrainersResponse },
  },
  {
    method: 'POST',
    pattern: '/admin/message',
    summary: "Send a text message to members (or a class's members)",
    minRole: 'admin',
    description:
      'Recipients who refused SMS notices in their profile, or have no phone number, are skipped: skipped counts them.',
    body: SmsMessageBody,
    answers: { 200: AdminMessageResponse },
    refusals: { 404: ['classNotFound', 'itemNotFound'], ...smsCap },
  },
  {
    method: 'GET',
    pattern: '/admin/outbox',
    summary: 'The messages sent, or those of one class',
    minRole: 'admin',
    query: OutboxQuery,
    answers: { 200: OutboxResponse },
    refusals: { 404: ['classNotFound'] },
  },
  {
    method: 'GET',
    pattern: '/admin/club/:id/waiting-list',
    summary: "A club's waiting-list rules",
    minRole: 'admin',
    answers: { 200: WaitingListRules },
  },
  {
    method: 'PUT',
    pattern: '/admin/club/:id/waiting-list',
    summary: "Save a club's waiting-list rules",
    description:
      'A bad field answers 400 `invalidInput` followed by one `<field>.<key>` per field. `byType` replaces the ' +
      "club's type rules as a whole; left out, they stay as they are.",
    minRole: 'admin',
    body: WaitingListRulesBody,
    answers: { 200: WaitingListRules },
  },
  {
    method: 'GET',
    pattern: '/admin/club/:id/strikes',
    summary: "A club's no-show and late-cancel rules",
    minRole: 'admin',
    answers: { 200: StrikeSettings },
  },
  {
    method: 'PUT',
    pattern: '/admin/club/:id/strikes',
    summary: "Save a club's no-show and late-cancel rules",
    description: 'A bad field answers 400 `invalidInput` followed by one `<field>.<key>` per field.',
    minRole: 'admin',
    body: StrikeSettings,
    answers: { 200: StrikeSettings },
  },
  {
    method: 'GET',
    pattern: '/admin/club/:id/standing-bookings',
    summary: "A club's rules for standing bookings",
    minRole: 'admin',
    answers: { 200: StandingRules },
  },
  {
    method: 'PUT',
    pattern: '/admin/club/:id/standing-bookings',
    summary: "Save a club's rules for standing bookings",
    description: 'A bad field answers 400 `invalidInput` followed by one `<field>.<key>` per field.',
    minRole: 'admin',
    body: StandingRules,
    answers: { 200: StandingRules },
  },
  {
    method: 'DELETE',
    pattern: '/admin/schedule/:id',
    summary: 'Delete a class (or the rest of its series)',
    minRole: 'admin',
    query: DeleteTrainingQuery,
    answers: { 200: MessagesSentResponse },
    refusals: { 404: ['classNotFound'], 409: ['classHasRegistrations'] },
    refusalBodies: { 409: ScheduleRefusal },
  },
];
