import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StandingBooking } from '../../api/contract/standing.ts';
import { addDays, todayInZone } from '../../common/calendar.ts';
import { formatClassDay, formatDate, formatDateTime, formatTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { confirmDestructive } from '../../shell/confirm.ts';
import controls from '../../shell/controls.module.css';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHead, CardMeta, CardTitle } from '../../ui/card.tsx';
import { ServerNeeded } from './server-needed.tsx';
import { standingQueries, usePauseStandingMutation, useStopStandingMutation } from './standing-queries.ts';
import styles from './standing-list.module.css';

/** A calendar day ('YYYY-MM-DD') as the app writes calendar dates. */
const dayText = (day: string) => formatDate(`${day}T12:00:00Z`, 'UTC');

/**
 * My workouts' "Booked every week": the member's standing bookings, each with the next class it books and
 * pause (until a day), resume and stop. Shown only when the member has one; read offline from the kept list.
 */
export function StandingList() {
  const { t } = useLingui();
  const list = useQuery(standingQueries.list());
  const headingId = useId();
  // offline with nothing kept: nothing to show, rather than a wait that never ends
  if (list.isPending)
    return list.fetchStatus === 'fetching' ? <Spinner label={t`Loading your weekly bookings…`} /> : null;
  if (list.isError && !list.data)
    return (
      <div role="alert" className={styles.section}>
        <p className={styles.text}>
          <Trans>Unable to get your weekly bookings</Trans>
        </p>
        <ActionBar>
          <Button onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </ActionBar>
      </div>
    );
  const items = list.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Booked every week</Trans>
      </h2>
      <ul className={styles.list}>
        {items.map((standing) => (
          <StandingItem key={standing.id} standing={standing} />
        ))}
      </ul>
    </section>
  );
}

function StandingItem({ standing }: { standing: StandingBooking }) {
  const { t } = useLingui();
  const titleId = useId();
  const tz = standing.club.timeZone;
  const next = standing.nextClass;
  const name = standing.trainingName;
  const [openedAt] = useState(Date.now);
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHead>
        <CardTitle id={titleId}>{name}</CardTitle>
        <StateBadge standing={standing} />
      </CardHead>
      <CardMeta>
        {standing.club.name}
        {next && (
          <>
            {' · '}
            <Trans>
              Next: {formatClassDay(next.startDateTime, tz)} {formatTime(next.startDateTime, tz)}
            </Trans>
          </>
        )}
      </CardMeta>
      {standing.state === 'stopped' ? (
        <p className={styles.text}>
          <Trans>
            It stopped after too many no-shows. To book every week again, open a class of the series in the timetable.
          </Trans>
        </p>
      ) : (
        <>
          {next && Date.parse(next.bookingOpensAt) > openedAt && standing.state === 'active' && (
            <p className={styles.text}>
              <Trans>Booked for you when booking opens on {formatDateTime(next.bookingOpensAt, tz)}.</Trans>
            </p>
          )}
          {!next && standing.state === 'active' && (
            <p className={styles.text}>
              <Trans>
                No class of this series is waiting for its booking to open. When the club adds the next one, it is
                booked for you as soon as its booking opens.
              </Trans>
            </p>
          )}
          <StandingActions standing={standing} label={t`${name}, every week`} />
        </>
      )}
    </Card>
  );
}

function StateBadge({ standing }: { standing: StandingBooking }) {
  if (standing.state === 'stopped')
    return (
      <Badge tone="danger">
        <Trans>Stopped</Trans>
      </Badge>
    );
  if (standing.state === 'paused') {
    const until = dayText(standing.pausedUntil ?? '');
    return (
      <Badge tone="warning">
        <Trans>Paused until {until}</Trans>
      </Badge>
    );
  }
  return (
    <Badge tone="brand">
      <Trans>Every week</Trans>
    </Badge>
  );
}

/** Pause until a day (holidays) or resume, and stop, apart as the destructive one. */
function StandingActions({ standing, label }: { standing: StandingBooking; label: string }) {
  const { t } = useLingui();
  const pause = usePauseStandingMutation();
  const stop = useStopStandingMutation();
  const reachable = useReachable();
  const [choosing, setChoosing] = useState(false);
  const today = todayInZone(standing.club.timeZone);
  const [until, setUntil] = useState(addDays(today, 7));
  const fieldId = useId();
  const busy = pause.isPending || stop.isPending;
  const name = standing.trainingName;

  const onStop = async () => {
    const confirmed = await confirmDestructive({
      title: t`Stop booking every week?`,
      content: t`${name} is no longer booked for you every week. Places already booked stay yours.`,
      confirmLabel: t`Stop booking every week`,
      keepLabel: t`Keep booking every week`,
    });
    if (confirmed) stop.mutate(standing.id);
  };

  if (choosing)
    return (
      <form
        className={styles.pause}
        onSubmit={(event) => {
          event.preventDefault();
          pause.mutate({ id: standing.id, pausedUntil: until }, { onSuccess: () => setChoosing(false) });
        }}
      >
        <div className={controls.field}>
          <label htmlFor={fieldId} className={controls.label}>
            <Trans>Pause until (inclusive)</Trans>
          </label>
          <input
            id={fieldId}
            type="date"
            className={controls.input}
            min={today}
            value={until}
            required
            onChange={(event) => setUntil(event.target.value)}
          />
        </div>
        <ActionBar>
          <Button type="submit" variant="primary" disabled={busy || !reachable || until < today}>
            {pause.isPending ? <Trans>Pausing…</Trans> : <Trans>Pause</Trans>}
          </Button>
          <Button onClick={() => setChoosing(false)} disabled={busy}>
            <Trans>Keep booking</Trans>
          </Button>
        </ActionBar>
        {!reachable && <ServerNeeded />}
      </form>
    );

  return (
    <>
      <ActionBar
        destructive={
          <Button
            variant="destructive"
            disabled={busy || !reachable}
            onClick={() => void onStop()}
            aria-label={t`Stop: ${label}`}
          >
            {stop.isPending ? <Trans>Stopping…</Trans> : <Trans>Stop</Trans>}
          </Button>
        }
      >
        {standing.state === 'paused' ? (
          <Button
            disabled={busy || !reachable}
            onClick={() => pause.mutate({ id: standing.id, pausedUntil: null })}
            aria-label={t`Resume: ${label}`}
          >
            {pause.isPending ? <Trans>Resuming…</Trans> : <Trans>Resume</Trans>}
          </Button>
        ) : (
          <Button disabled={busy || !reachable} onClick={() => setChoosing(true)} aria-label={t`Pause: ${label}`}>
            <Trans>Pause</Trans>
          </Button>
        )}
      </ActionBar>
      {!reachable && <ServerNeeded />}
    </>
  );
}
