import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { CALENDAR_FEED_REFRESH_MINUTES } from '../../../src/api/contract/calendar-feed.ts';
import type { Language } from '../../../src/api/contract/tenant.ts';
import { displayName } from '../booking/registration-record.ts';
import type { Localize } from '../labels.ts';
import { forPerson } from '../family/for-person-text.ts';
import { classUrl } from '../push/enqueue.ts';
import { localizeRecordRow } from '../schedule/localize-training.ts';
import type { FeedClassRow } from './feed-classes.ts';
import { feedTexts } from './feed-text.ts';

export type FeedCalendarInput = {
  rows: FeedClassRow[];
  language: Language;
  localize: Localize;
  /** the club's brand, for the calendar's name */
  brand: string;
  /** the club's app, for each class's link: 'https://reval.example' */
  appOrigin: string;
  /** the stable part of every UID: the club's own host */
  uidDomain: string;
};

/**
 * The member's classes, and their dependants', as an iCalendar feed. Times are in UTC, which every calendar app reads and shows in its
 * own zone. The UID is one per class, so a calendar app updates the event it has; SEQUENCE rises with each
 * change of the class and once when a waiting place becomes a booked one (2 × revision, + 1 when booked).
 */
export function feedCalendar(input: FeedCalendarInput): string {
  const texts = feedTexts[input.language];
  const calendar = ical({
    name: texts.calendarName(input.brand),
    description: texts.calendarDescription(input.brand),
    prodId: { company: input.brand, product: 'Club booking', language: input.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_FEED_REFRESH_MINUTES * 60,
  });
  for (const raw of input.rows) {
    const row = localizeRecordRow(raw, input.localize);
    const name = displayName(row.name, row.name_prefix);
    const cancelled = row.cancelled_at !== null;
    // an offered place is not the member's until they accept it: it shows as a waiting one
    const booked = row.status === 'booked';
    // a dependant's class names them (issue 38): "For Mia: Swimming"
    const title = forPerson(input.language, row.for_name, booked ? texts.booked(name) : texts.waiting(name));
    const url = `${input.appOrigin}${classUrl('member', row.training_id, row.start_at, row.time_zone)}`;
    const comment = input.localize(row.public_comment).trim();
    const changed = new Date(row.changed_at);
    calendar.createEvent({
      // one per class and member: two members of a family subscribed in one calendar app keep both events
      id: `class-${row.training_id}.member-${row.person_id}@${input.uidDomain}`,
      start: new Date(row.start_at),
      end: new Date(row.end_at),
      summary: cancelled ? texts.cancelled(title) : title,
      description: [
        cancelled ? texts.cancelledLine : booked ? texts.bookedLine : texts.waitingLine,
        row.trainer_name ? texts.trainer(row.trainer_name) : '',
        comment,
        texts.openInApp(url),
      ]
        .filter(Boolean)
        .join('\n'),
      location: `${row.room_name}, ${row.club_name}`,
      url,
      status: cancelled ? ICalEventStatus.CANCELLED : booked ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      // a cancelled class no longer makes the member busy
      transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
      sequence: row.revision * 2 + (booked ? 1 : 0),
      stamp: changed,
      lastModified: changed,
    });
  }
  return calendar.toString();
}
