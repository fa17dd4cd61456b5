import * as v from 'valibot';
import { Language } from './tenant.ts';
import { IsoInstant } from './wire-formats.ts';

/*
 * The member's calendar feed (issue #37): a private iCalendar address that calendar apps subscribe to. The
 * token in it is the only credential; the server keeps only its hash, so the address is shown when it is made
 * (PUT) and never again.
 */

/** The feed's path under the API prefix, with the token: calendar apps like an address ending in `.ics`. */
export const calendarFeedPath = (token: string) => `/public/calendar/${token}.ics`;

/** The path parameter: 32 random bytes in base64url, then `.ics`. */
export const CalendarFeedFile = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}\.ics$/));

/** GET /user/calendar-feed: whether the member has an address, since when, and when a calendar last read it. */
export const CalendarFeedState = v.object({
  active: v.boolean(),
  /** the language of the feed's own texts ("waiting list", "cancelled"); null while off */
  language: v.nullable(Language),
  createdAt: v.nullable(IsoInstant),
  lastFetchedAt: v.nullable(IsoInstant),
});
export type CalendarFeedState = v.InferOutput<typeof CalendarFeedState>;

/** PUT /user/calendar-feed: a new address (the old one, if any, stops working), in https and webcal form. */
export const CalendarFeedAddress = v.object({
  url: v.pipe(v.string(), v.url()),
  webcalUrl: v.pipe(v.string(), v.regex(/^webcal:\/\/\S+$/)),
  createdAt: IsoInstant,
});
export type CalendarFeedAddress = v.InferOutput<typeof CalendarFeedAddress>;

/** PUT /user/calendar-feed/language: the feed's texts follow the app's language (the address stays). */
export const CalendarFeedLanguageBody = v.object({ language: Language });

/** How often calendar apps are asked to read the feed again, and how long an answer may be kept. */
export const CALENDAR_FEED_REFRESH_MINUTES = 10;
export const CALENDAR_FEED_MAX_AGE_SECONDS = 300;
/** Past classes stay in the feed this long; every future one is in it. */
export const CALENDAR_FEED_PAST_DAYS = 30;
