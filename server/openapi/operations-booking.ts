import * as v from 'valibot';
import { MemberNotices, SeenNotices } from '../../src/api/contract/notice.ts';
import {
  BookingResponse,
  CancelBookingResponse,
  OfferAnswer,
  OfferAnswerResponse,
  RegistrationQuery,
  TrainingRegistrationsResponse,
} from '../../src/api/contract/registration.ts';
import { ScheduleQuery, ScheduleResponse, Training } from '../../src/api/contract/schedule.ts';
import { BookingAlert, BookingAlerts } from '../../src/api/contract/booking-alert.ts';
import {
  PauseStandingBooking,
  StandingBooking,
  StandingBookings,
  StartStandingBooking,
} from '../../src/api/contract/standing.ts';
import { BookingBlockedRefusal, ClassStrikes, MyStrikes, WaiveStrikeBody } from '../../src/api/contract/strikes.ts';
import {
  Participant,
  ParticipantsResponse,
  PresenceBody,
  TrainerRegisterBody,
} from '../../src/api/contract/trainer.ts';
import type { Operation, RefusalKey } from './operation.ts';

/** What the booking verdict refuses with (server/domain/booking/booking-verdict.ts). */
const bookingRefusals: RefusalKey[] = [
  'userAlreadyRegistered',
  'registeringNotAllowed',
  'classNotOpenForBooking',
  'registeringLimitExceeded',
  'sameDayRegisteringLimitExceeded',
  'sameTrainingTypePerDayLimitExceeded',
  'noFreePlaces',
  'bookingBlocked',
  'ageNotAllowed',
];
const etagged = 'Answers 304 with no body when `If-None-Match` names the current `ETag`.';
const schedule = (minRole: Operation['minRole'], summary: string): Operation => ({
  method: 'GET',
  pattern: `/${minRole === 'anonymous' ? 'public' : minRole === 'member' ? 'user' : 'admin'}/schedule`,
  summary,
  description: etagged,
  minRole,
  // the members' timetable is what a `timetable` API key reads (a website's widget)
  ...(minRole === 'member' ? { keyAccess: 'timetable' as const } : {}),
  query: ScheduleQuery,
  answers: { 200: ScheduleResponse, 304: null },
});
const oneClass = (minRole: Operation['minRole'], summary: string): Operation => ({
  method: 'GET',
  pattern: `/${minRole === 'member' ? 'user' : 'admin'}/schedule/:id`,
  summary,
  minRole,
  ...(minRole === 'member' ? { keyAccess: 'timetable' as const } : {}),
  answers: { 200: Training },
  refusals: { 404: ['classNotFound'] },
});

/**
 * The timetable, the member's places (booked, waiting, offered, every week, told when booking opens), notices and
 * strikes, and the trainer's class lists (route-table-booking.ts); the admin's side is in operations-classes.ts.
 */
export const operationsBooking: Operation[] = [
  schedule('anonymous', 'The public timetable between two instants'),
  schedule('member', "The timetable with the member's own places and what they may book"),
  schedule('admin', 'The timetable as the admin edits it (stored names, every class)'),
  oneClass('member', "One class with the member's place"),
  oneClass('admin', 'One class as the admin edits it'),
  {
    method: 'GET',
    pattern: '/user/registration',
    summary: 'The own places (booked, waiting, offered) between two instants',
    minRole: 'member',
    query: RegistrationQuery,
    answers: { 200: TrainingRegistrationsResponse },
  },
  {
    method: 'POST',
    pattern: '/user/registration/:trainingId',
    summary: 'Book a place, or a place on the waiting list when the class is full',
    minRole: 'member',
    answers: { 201: BookingResponse },
    refusals: { 404: ['classNotFound'], 409: bookingRefusals },
    refusalBodies: { 409: v.partial(BookingBlockedRefusal) },
  },
  {
    method: 'DELETE',
    pattern: '/user/registration/:trainingId',
    summary: 'Cancel the own place',
    minRole: 'member',
    answers: { 200: CancelBookingResponse },
    refusals: { 404: ['classNotFound'], 409: ['cancelingNotAllowed'] },
  },
  {
    method: 'POST',
    pattern: '/user/registration/:trainingId/offer',
    summary: 'Accept or decline a place offered from the waiting list',
    minRole: 'member',
    body: OfferAnswer,
    answers: { 200: OfferAnswerResponse },
    refusals: { 404: ['classNotFound'], 409: ['offerNotOpen', 'bookingBlocked'] },
    refusalBodies: { 409: v.partial(BookingBlockedRefusal) },
  },
  {
    method: 'GET',
    pattern: '/user/notice',
    summary: 'The own unread notices',
    minRole: 'member',
    answers: { 200: MemberNotices },
  },
  {
    method: 'GET',
    pattern: '/user/strikes',
    summary: 'The own no-shows and late cancels, and the rules',
    minRole: 'member',
    answers: { 200: MyStrikes },
  },
  {
    method: 'GET',
    pattern: '/trainer/strikes/class/:id',
    summary: "A class's strikes, for its trainer",
    minRole: 'trainer',
    answers: { 200: ClassStrikes },
    refusals: { 404: ['classNotFound'] },
  },
  {
    method: 'POST',
    pattern: '/trainer/strikes/:strikeId/waive',
    summary: 'Waive a strike, with a reason',
    minRole: 'trainer',
    body: WaiveStrikeBody,
    answers: { 204: null },
  },
  {
    method: 'POST',
    pattern: '/user/notice/seen',
    summary: 'Mark notices as seen',
    minRole: 'member',
    body: SeenNotices,
    answers: { 204: null },
  },
  {
    method: 'GET',
    pattern: '/trainer/registration/class/:id',
    summary: "A class's participants, for its trainer",
    minRole: 'trainer',
    answers: { 200: ParticipantsResponse },
    refusals: { 404: ['classNotFound'] },
  },
  {
    method: 'POST',
    pattern: '/trainer/registration/:trainingId',
    summary: 'Register a member into a class (the trainer at the door)',
    minRole: 'trainer',
    body: TrainerRegisterBody,
    answers: { 201: Participant },
    refusals: { 404: ['classNotFound'], 409: bookingRefusals },
    refusalBodies: { 409: v.partial(BookingBlockedRefusal) },
  },
  {
    method: 'PUT',
    pattern: '/trainer/registration/:registrationId/presence',
    summary: 'Mark a participant present or absent',
    minRole: 'trainer',
    body: PresenceBody,
    answers: { 200: Participant },
    refusals: { 409: ['presenceOnWaitingList'] },
  },
  {
    method: 'GET',
    pattern: '/user/standing-booking',
    summary: 'The own standing bookings (book every week), with the next class each books',
    minRole: 'member',
    answers: { 200: StandingBookings },
  },
  {
    method: 'POST',
    pattern: '/user/standing-booking',
    summary: 'Book every week, from this class of a weekly series on',
    description: 'Answers 201 when made, 200 with the standing booking already running for the series.',
    minRole: 'member',
    body: StartStandingBooking,
    answers: { 200: StandingBooking, 201: StandingBooking },
    refusals: { 404: ['classNotFound'], 409: ['notWeeklySeries', 'standingBookingsOff', 'ageNotAllowed'] },
  },
  {
    method: 'PUT',
    pattern: '/user/standing-booking/:id',
    summary: 'Pause the own standing booking until a day, or resume it',
    minRole: 'member',
    body: PauseStandingBooking,
    answers: { 200: StandingBooking },
  },
  {
    method: 'DELETE',
    pattern: '/user/standing-booking/:id',
    summary: 'Stop the own standing booking (the places it made stay)',
    minRole: 'member',
    answers: { 204: null },
  },
  {
    method: 'GET',
    pattern: '/user/booking-alert',
    summary: 'The own requests to be told when booking opens',
    minRole: 'member',
    answers: { 200: BookingAlerts },
  },
  {
    method: 'POST',
    pattern: '/user/booking-alert/:trainingId',
    summary: 'Ask to be told when booking of a class opens',
    minRole: 'member',
    answers: { 201: BookingAlert },
    refusals: { 404: ['classNotFound'], 409: ['bookingAlreadyOpen'] },
  },
  {
    method: 'DELETE',
    pattern: '/user/booking-alert/:trainingId',
    summary: 'Take back a request to be told when booking opens',
    minRole: 'member',
    answers: { 204: null },
    refusals: { 404: ['classNotFound'] },
  },
];
