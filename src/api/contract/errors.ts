import * as v from 'valibot';

/**
 * Message keys of docs/behaviour.md#messages, sent by the server in `errors[0]` and shown by the app as
 * `snackbar.<key>`. The last group is not in the catalogue but a careful API needs them.
 */
export const errorKeys = [
  'userAddedToWaitingList',
  'userAlreadyRegistered',
  'cardExpired',
  'cardNotFound',
  'wrongUsernameOrPassword',
  'passwordNotValid',
  'presenceOnWaitingList',
  'noBackCamera',
  'noFreePlaces',
  'actionNotAllowed',
  'itemNotFound',
  'voucherNotShareable',
  'registeringNotAllowed',
  'registeringLimitExceeded',
  'sameDayRegisteringLimitExceeded',
  'sameTrainingTypePerDayLimitExceeded',
  'roomNotAvailable',
  'trainerNotAvailable',
  'selectedRoomsNotAvailable',
  'placesBelowBooked',
  'classHasRegistrations',
  'serverError',
  'sessionRefreshFailed',
  'classNotFound',
  'classNotOpenForBooking',
  'cancelingNotAllowed',
  'unableToGetSchedule',
  'unableToGetTrainingInfo',
  'qrGenerationFailed',
  'cardCodeScanFailed',
  'voucherExpired',
  'voucherUsed',
  'voucherNotFound',
  'voucherAlreadyClaimed',
  'ticketNotFound',
  'unknown',
  // beyond the catalogue
  'invalidInput',
  'unauthorized',
  'tooManyAttempts',
  'payloadTooLarge',
  'unsupportedMediaType',
  'passwordUnchanged',
  'serviceUnavailable',
  'smsDailyLimitReached',
  'resetLinkInvalid',
  'resetLinkExpired',
  'resetLinkUsed',
  'offerNotOpen',
  'bookingBlocked',
  'bookingAlreadyOpen',
  'notWeeklySeries',
  'standingBookingsOff',
  'familyAlreadyLinked',
  'familyLinkNotAllowed',
  'familyCodeInvalid',
  'childHasNoLogin',
  // an API key (issue 39) that its club's admin revoked; an unknown key is `unauthorized`
  'apiKeyRevoked',
  'notTogether',
  'ageNotAllowed',
] as const;

export type ErrorKey = (typeof errorKeys)[number];

/**
 * docs/behaviour.md#validation-and-server-errors: a server error has a numeric status >= 400 and a data object with an `errors`
 * list of strings and a numeric `code` >= 400. Unknown keys stay strings: the app shows 'unknown'.
 */
export const ErrorBody = v.object({
  errors: v.array(v.string()),
  code: v.pipe(v.number(), v.minValue(400)),
  /** With 429 tooManyAttempts: whole seconds to wait, as in the Retry-After header. */
  retryAfter: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
