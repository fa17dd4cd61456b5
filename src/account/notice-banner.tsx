import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberNotice } from '../api/contract/notice.ts';
import { formatDateTime } from '../lib/dates.ts';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import { useMarkNoticesSeenMutation } from './notice-queries.ts';
import { standingRefusalText } from '../schedule/standing-texts.ts';
import styles from './account-status-banner.module.css';

/**
 * What happened to the member's places while they were away: a place that came free in a class whose
 * waiting list they were in is theirs now, or offered to them until a deadline; a waiting place they left
 * because they got a class at the same time; a place that passed them by while strikes block their booking;
 * booking of a class opened, as they asked; a class they registered for was cancelled or changed (also sent
 * by push to devices with notifications on). Shown until they say they have read it.
 */
export function NoticeBanner({ notices }: { notices: readonly MemberNotice[] }) {
  const { t } = useLingui();
  const seen = useMarkNoticesSeenMutation();
  return (
    <section
      className={cx(
        styles.banner,
        notices.every((notice) => ['promoted', 'offered', 'bookingOpen'].includes(notice.kind))
          ? styles.good
          : styles.news,
      )}
      aria-label={t`News about your bookings`}
    >
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <NoticeFor notice={notice} />
            <NoticeText notice={notice} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cx(controls.button, controls.secondary)}
        disabled={seen.isPending}
        onClick={() => seen.mutate(notices.map((notice) => notice.id))}
      >
        <Trans>Got it</Trans>
      </button>
    </section>
  );
}

/** A notice about a dependant's place (issue 38) begins with whom it is about: "For Mia: ". */
function NoticeFor({ notice }: { notice: MemberNotice }) {
  const member = notice.forMember;
  if (member === undefined) return null;
  return (
    <strong>
      <Trans>For {member}:</Trans>{' '}
    </strong>
  );
}

function NoticeText({ notice }: { notice: MemberNotice }) {
  const name = notice.trainingName;
  const when = formatDateTime(notice.startDateTime, notice.clubTimeZone);
  if (notice.kind === 'cancelled')
    return (
      <Trans>
        {name}, {when}, is cancelled.
      </Trans>
    );
  if (notice.kind === 'offered') {
    const until = notice.acceptBy ? formatDateTime(notice.acceptBy, notice.clubTimeZone) : '';
    // a dependant's offer (issue 38) is answered in the class dialog only: My workouts lists the guardian's own
    if (notice.forMember !== undefined)
      return (
        <Trans>
          A place came free in {name}, {when}, and is held for them: open the class and accept it for them by {until}.
        </Trans>
      );
    return (
      <Trans>
        A place came free in {name}, {when}, and is held for you: accept it by {until} in the class or in My workouts.
      </Trans>
    );
  }
  if (notice.kind === 'released') {
    const got = notice.gotTrainingName ?? '';
    return (
      <Trans>
        You got a place in {got}, so you left the waiting list of {name}, {when}, at the same time.
      </Trans>
    );
  }
  if (notice.kind === 'strike')
    return (
      <Trans>
        {name}, {when}: a no-show or late cancel was counted as a strike. Your strikes are in your profile.
      </Trans>
    );
  if (notice.kind === 'blocked') {
    const until = notice.blockedUntil ? formatDateTime(notice.blockedUntil, notice.clubTimeZone) : '';
    return <Trans>Too many strikes: online booking is blocked for you until {until}.</Trans>;
  }
  if (notice.kind === 'skipped')
    return (
      <Trans>
        A place came free in {name}, {when}, but strikes block your online booking, so it went to the next on the
        waiting list. You keep your place on the waiting list.
      </Trans>
    );
  if (notice.kind === 'bookingOpen')
    return (
      <Trans>
        Booking is open: you can now book a place in {name}, {when}.
      </Trans>
    );
  if (notice.kind === 'standingBooked')
    return (
      <Trans>
        Booked every week: you have a place in {name}, {when}.
      </Trans>
    );
  if (notice.kind === 'standingWaiting')
    return (
      <Trans>
        Booked every week: {name}, {when}, is full, so you are on its waiting list.
      </Trans>
    );
  if (notice.kind === 'standingRefused') {
    const why = standingRefusalText(notice.refusal ?? 'noFreePlaces', notice.blockedUntil ?? null, notice.clubTimeZone);
    return (
      <Trans>
        Your weekly booking could not book {name}, {when}: {why}
      </Trans>
    );
  }
  if (notice.kind === 'standingStopped')
    return (
      <Trans>
        Your weekly booking of {name} stopped after too many no-shows. You can turn it on again in the class.
      </Trans>
    );
  if (notice.kind === 'changed')
    return (
      <Trans>
        {name} has changed: now {when}.
      </Trans>
    );
  return (
    <Trans>
      A place came free: you moved from the waiting list and are now booked for {name}, {when}.
    </Trans>
  );
}
