import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import { formatDate } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './booking-actions.module.css';
import { ServerNeeded } from './server-needed.tsx';
import { standingQueries, useStartStandingMutation } from './standing-queries.ts';

/**
 * In a weekly class's dialog: "Book every week", or, when the member already has it for this series, that
 * it runs (or is paused) with the way to My workouts, where it is paused and stopped. Offline, it says that
 * the server is needed only when the booking buttons above it have not said so already. `offer` false: the
 * member may not book this series (their age, their account), so only a standing booking they have is shown.
 */
export function StandingToggle({
  training,
  explainOffline,
  offer,
}: {
  training: Training & { weeklySeriesId: number };
  explainOffline: boolean;
  offer: boolean;
}) {
  const { t } = useLingui();
  const list = useQuery(standingQueries.list());
  const start = useStartStandingMutation();
  const reachable = useReachable();
  const mine = list.data?.find((s) => s.seriesId === training.weeklySeriesId && s.state !== 'stopped');
  const name = training.name;

  if (mine) {
    const until = mine.pausedUntil ? formatDate(`${mine.pausedUntil}T12:00:00Z`, 'UTC') : '';
    return (
      <div className={cx(styles.root, styles.dialog)}>
        <span className={styles.note} role="status">
          {mine.state === 'paused' ? (
            <Trans>You are booked every week, paused until {until}.</Trans>
          ) : (
            <Trans>You are booked every week: each class is booked as soon as its booking opens.</Trans>
          )}
        </span>
        <Link to="/workouts" className={cx(controls.button, controls.secondary, styles.action)}>
          <Trans>Manage in My workouts</Trans>
        </Link>
      </div>
    );
  }
  if (!offer) return null;
  return (
    <div className={cx(styles.root, styles.dialog)}>
      <button
        type="button"
        className={cx(controls.button, controls.secondary, styles.action)}
        disabled={start.isPending || !reachable}
        onClick={() => start.mutate(training.id)}
        aria-label={t`Book every week: ${name}`}
      >
        {start.isPending ? <Trans>Turning on…</Trans> : <Trans>Book every week</Trans>}
      </button>
      <span className={styles.note}>
        <Trans>
          Each next class of this weekly series is booked for you as soon as its booking opens, by the same rules as
          booking by hand. You can pause or stop it in My workouts.
        </Trans>
      </span>
      {!reachable && explainOffline && <ServerNeeded />}
    </div>
  );
}
