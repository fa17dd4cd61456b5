import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isApiFailure } from '../api/api-failure.ts';
import type { ResourceErrorKey } from '../api/contract/admin-resources.ts';
import type { ErrorKey } from '../api/contract/errors.ts';
import { BookingBlockedRefusal } from '../api/contract/strikes.ts';
import { formatDateTime } from '../lib/dates.ts';

/**
 * The one module of error texts: what the app says for every failure (server error keys, a lost
 * connection, a timeout), and the success notices beside them.
 */

/**
 * docs/behaviour.md#messages catalogue: the text of every server error key, under `snackbar.<key>`; the
 * admin's room and trainer refusals (api/contract/admin-resources.ts) are beyond the catalogue.
 */
const errorMessages: Record<ErrorKey | ResourceErrorKey, MessageDescriptor> = {
  userAddedToWaitingList: msg({ id: 'snackbar.userAddedToWaitingList', message: 'You were added to the waiting list' }),
  userAlreadyRegistered: msg({ id: 'snackbar.userAlreadyRegistered', message: 'Already booked for this class' }),
  cardExpired: msg({ id: 'snackbar.cardExpired', message: 'The card has expired' }),
  cardNotFound: msg({ id: 'snackbar.cardNotFound', message: 'Card not found' }),
  wrongUsernameOrPassword: msg({ id: 'snackbar.wrongUsernameOrPassword', message: 'Wrong username or password' }),
  passwordNotValid: msg({ id: 'snackbar.passwordNotValid', message: 'The password is not valid' }),
  presenceOnWaitingList: msg({
    id: 'snackbar.presenceOnWaitingList',
    message: 'Presence cannot be confirmed: the client is on the waiting list',
  }),
  noBackCamera: msg({ id: 'snackbar.noBackCamera', message: 'No back camera found' }),
  noFreePlaces: msg({ id: 'snackbar.noFreePlaces', message: 'No free places left' }),
  actionNotAllowed: msg({ id: 'snackbar.actionNotAllowed', message: 'This action is not allowed' }),
  itemNotFound: msg({ id: 'snackbar.itemNotFound', message: 'Item not found' }),
  voucherNotShareable: msg({ id: 'snackbar.voucherNotShareable', message: 'This voucher cannot be shared' }),
  registeringNotAllowed: msg({ id: 'snackbar.registeringNotAllowed', message: 'Booking is not allowed' }),
  registeringLimitExceeded: msg({ id: 'snackbar.registeringLimitExceeded', message: 'Booking limit exceeded' }),
  sameDayRegisteringLimitExceeded: msg({
    id: 'snackbar.sameDayRegisteringLimitExceeded',
    message: 'Booking limit for the same day exceeded',
  }),
  sameTrainingTypePerDayLimitExceeded: msg({
    id: 'snackbar.sameTrainingTypePerDayLimitExceeded',
    message: 'Limit for the same training type per day exceeded',
  }),
  roomNotAvailable: msg({ id: 'snackbar.roomNotAvailable', message: 'The room is not available for booking' }),
  trainerNotAvailable: msg({
    id: 'snackbar.trainerNotAvailable',
    message: 'Selected trainer not available in the chosen time',
  }),
  selectedRoomsNotAvailable: msg({
    id: 'snackbar.selectedRoomsNotAvailable',
    message: 'Selected rooms not available in the chosen time',
  }),
  placesBelowBooked: msg({
    id: 'snackbar.placesBelowBooked',
    message: 'Places cannot be fewer than the clients already booked',
  }),
  classHasRegistrations: msg({
    id: 'snackbar.classHasRegistrations',
    message: 'This class has booked clients: cancel it first, so they get a notice, then delete it',
  }),
  serverError: msg({ id: 'snackbar.serverError', message: 'Server error' }),
  sessionRefreshFailed: msg({
    id: 'snackbar.sessionRefreshFailed',
    message: 'Your session could not be renewed. Please log in again',
  }),
  classNotFound: msg({ id: 'snackbar.classNotFound', message: 'Class not found' }),
  classNotOpenForBooking: msg({ id: 'snackbar.classNotOpenForBooking', message: 'This class is not open for booking' }),
  cancelingNotAllowed: msg({ id: 'snackbar.cancelingNotAllowed', message: 'Cancelling is not allowed' }),
  unableToGetSchedule: msg({ id: 'snackbar.unableToGetSchedule', message: 'Unable to get the timetable' }),
  unableToGetTrainingInfo: msg({ id: 'snackbar.unableToGetTrainingInfo', message: 'Unable to get the class info' }),
  qrGenerationFailed: msg({ id: 'snackbar.qrGenerationFailed', message: 'QR code generation failed' }),
  cardCodeScanFailed: msg({ id: 'snackbar.cardCodeScanFailed', message: 'Card code scan failed' }),
  voucherExpired: msg({ id: 'snackbar.voucherExpired', message: 'The voucher has expired' }),
  voucherUsed: msg({ id: 'snackbar.voucherUsed', message: 'The voucher has been used' }),
  voucherNotFound: msg({ id: 'snackbar.voucherNotFound', message: 'Voucher not found' }),
  voucherAlreadyClaimed: msg({
    id: 'snackbar.voucherAlreadyClaimed',
    message: 'This e-mail address has already claimed this voucher',
  }),
  ticketNotFound: msg({ id: 'snackbar.ticketNotFound', message: 'Ticket not found' }),
  unknown: msg({ id: 'snackbar.unknown', message: 'Something went wrong, please try again' }),
  invalidInput: msg({ id: 'snackbar.invalidInput', message: 'Some of the entered data is not valid' }),
  unauthorized: msg({ id: 'snackbar.unauthorized', message: 'Please log in to continue' }),
  tooManyAttempts: msg({
    id: 'snackbar.tooManyAttempts',
    message: 'Too many attempts. Please wait a moment and try again',
  }),
  payloadTooLarge: msg({ id: 'snackbar.payloadTooLarge', message: 'The request is too large' }),
  unsupportedMediaType: msg({ id: 'snackbar.unsupportedMediaType', message: 'The request was not sent as JSON' }),
  passwordUnchanged: msg({
    id: 'snackbar.passwordUnchanged',
    message: 'The new password must differ from the current one',
  }),
  serviceUnavailable: msg({
    id: 'snackbar.serviceUnavailable',
    message: 'The service is briefly unavailable. Please try again in a moment',
  }),
  smsDailyLimitReached: msg({
    id: 'snackbar.smsDailyLimitReached',
    message:
      "The club's SMS limit for today has been reached. Nothing was sent or changed: try again tomorrow, or cancel without a notice",
  }),
  resetLinkInvalid: msg({
    id: 'snackbar.resetLinkInvalid',
    message: 'This password reset link is not valid. Check that the whole link was opened, or ask for a new one',
  }),
  resetLinkExpired: msg({
    id: 'snackbar.resetLinkExpired',
    message: 'This password reset link has expired. Ask for a new one',
  }),
  resetLinkUsed: msg({
    id: 'snackbar.resetLinkUsed',
    message: 'This password reset link has already been used, or the password was changed since. Ask for a new one',
  }),
  offerNotOpen: msg({
    id: 'snackbar.offerNotOpen',
    message: 'This offer is no longer open: it was answered or its time ran out',
  }),
  bookingBlocked: msg({
    id: 'snackbar.bookingBlocked',
    message: 'Online booking is blocked for you for now: too many no-shows or late cancels',
  }),
  bookingAlreadyOpen: msg({
    id: 'snackbar.bookingAlreadyOpen',
    message: 'Booking of this class is already open: you can book a place now',
  }),
  notWeeklySeries: msg({
    id: 'snackbar.notWeeklySeries',
    message: 'This class does not repeat every week, so it cannot be booked every week',
  }),
  standingBookingsOff: msg({
    id: 'snackbar.standingBookingsOff',
    message: 'This club does not take bookings for every week',
  }),
  notTogether: msg({
    id: 'snackbar.notTogether',
    message: 'Not booked: the family was booked together or not at all, and not everyone could get a place',
  }),
  ageNotAllowed: msg({
    id: 'snackbar.ageNotAllowed',
    message: 'This class is for another age group, or the club does not know the age: please contact the club',
  }),
  familyAlreadyLinked: msg({
    id: 'snackbar.familyAlreadyLinked',
    message: 'This person is already in your family',
  }),
  familyLinkNotAllowed: msg({
    id: 'snackbar.familyLinkNotAllowed',
    message: 'This person cannot be added to this family',
  }),
  familyCodeInvalid: msg({
    id: 'snackbar.familyCodeInvalid',
    message: 'This code is not valid: it may be mistyped, used already or expired. Ask the club for a new one',
  }),
  childHasNoLogin: msg({
    id: 'snackbar.childHasNoLogin',
    message: 'Below the club’s login age a child has no login of their own: a parent books for them',
  }),
  apiKeyRevoked: msg({
    id: 'snackbar.apiKeyRevoked',
    message: 'This API key was revoked by the club. Ask the club for a new one',
  }),
  roomHasFutureClasses: msg({
    id: 'snackbar.roomHasFutureClasses',
    message: 'This room still has classes ahead: move or cancel them first',
  }),
  trainerHasFutureClasses: msg({
    id: 'snackbar.trainerHasFutureClasses',
    message: 'This trainer still has classes ahead: hand them over or cancel them first',
  }),
  handOverToSelf: msg({ id: 'snackbar.handOverToSelf', message: 'Choose another trainer to take over the classes' }),
  roomNameTaken: msg({ id: 'snackbar.roomNameTaken', message: 'The club already has a room with this name' }),
  loginNotFound: msg({ id: 'snackbar.loginNotFound', message: 'No user has this username or e-mail address' }),
  loginOfAnotherTrainer: msg({
    id: 'snackbar.loginOfAnotherTrainer',
    message: 'This user already logs in as another trainer',
  }),
};

function isErrorKey(key: string): key is ErrorKey | ResourceErrorKey {
  return Object.hasOwn(errorMessages, key);
}

/** The text of `snackbar.<key>`; an unknown key gives the generic unknown-error text. */
export function errorMessage(key: string): MessageDescriptor {
  return isErrorKey(key) ? errorMessages[key] : errorMessages.unknown;
}

/** tooManyAttempts with the wait the server asked for (issue 9: the answer says how long). */
const waitSecondsMessage = msg({
  id: 'snackbar.tooManyAttempts.seconds',
  message:
    '{seconds, plural, one {Too many attempts. Please try again in # second} other {Too many attempts. Please try again in # seconds}}',
});
const waitMinutesMessage = msg({
  id: 'snackbar.tooManyAttempts.minutes',
  message:
    '{minutes, plural, one {Too many attempts. Please try again in # minute} other {Too many attempts. Please try again in # minutes}}',
});

/** The text and values for a wait: seconds under two minutes, else whole minutes (rounded up). */
export function waitMessage(seconds: number): { descriptor: MessageDescriptor; values: Record<string, number> } {
  return seconds < 120
    ? { descriptor: waitSecondsMessage, values: { seconds } }
    : { descriptor: waitMinutesMessage, values: { minutes: Math.ceil(seconds / 60) } };
}

/** bookingBlocked with the block's end the server sent (shown in the club's time zone where known). */
export const blockedUntilMessage = msg({
  id: 'snackbar.bookingBlocked.until',
  message: 'Online booking is blocked for you until {until}: too many no-shows or late cancels',
});

/** Extra texts for failures the server never sees. */
export const offlineMessage = msg({
  id: 'snackbar.offline',
  message: 'You are offline. Try again when the connection is back',
});
export const timeoutMessage = msg({
  id: 'snackbar.timeout',
  message: 'The server did not answer in time. Please try again',
});

/** The translated text for any failure: `snackbar.<key>`, or the unknown-error text. */
export function failureText(error: unknown): string {
  if (isApiFailure(error)) {
    if (error.kind === 'fetch') return i18n._(offlineMessage);
    if (error.kind === 'timeout') return i18n._(timeoutMessage);
    if (error.key === 'tooManyAttempts' && error.retryAfterSeconds) {
      const { descriptor, values } = waitMessage(error.retryAfterSeconds);
      return i18n._(descriptor.id, values, { message: descriptor.message });
    }
    if (error.key === 'bookingBlocked') {
      const refusal = v.safeParse(BookingBlockedRefusal, error.body);
      if (refusal.success) {
        const until = formatDateTime(refusal.output.blockedUntil, refusal.output.clubTimeZone);
        return i18n._(blockedUntilMessage.id, { until }, { message: blockedUntilMessage.message });
      }
    }
    return i18n._(errorMessage(error.key));
  }
  return i18n._(errorMessage('unknown'));
}

/** docs/behaviour.md#messages success messages; cancelled and edited have a `.withCount` variant. */
export const successMessages = {
  deleted: msg({ id: 'snackbar.deleted', message: 'Deleted' }),
  saved: msg({ id: 'snackbar.saved', message: 'Saved' }),
  passwordChanged: msg({ id: 'snackbar.passwordChanged', message: 'Password changed' }),
  presenceChanged: msg({ id: 'snackbar.presenceChanged', message: 'Presence changed' }),
  cancelled: msg({ id: 'snackbar.cancelled', message: 'Class cancelled' }),
  cancelledWithCount: msg({
    id: 'snackbar.cancelled.withCount',
    message: '{count, plural, one {Class cancelled, # notice sent} other {Class cancelled, # notices sent}}',
  }),
  edited: msg({ id: 'snackbar.edited', message: 'Class saved' }),
  editedWithCount: msg({
    id: 'snackbar.edited.withCount',
    message: '{count, plural, one {Class saved, # notice sent} other {Class saved, # notices sent}}',
  }),
} as const;
