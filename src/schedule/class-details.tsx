import { ageLimitText } from './age-limit-text.ts';
import { useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { formatDate, formatTime, deviceTimeZone } from '../lib/dates.ts';
import { bookingState, placesLeft } from './booking-state.ts';
import { placesLeftText, waitingCountText } from './booking-texts.ts';
import { classNoteId, classStatus } from './class-status.ts';
import { StatusBadge } from './status-badge.tsx';
import type { TimetableRole } from './queries.ts';
import type { ClassActions } from './class-actions.ts';
import { trainingTypeLabels } from './training-type-label.ts';
import { seriesText } from './series-text.ts';
import styles from './class-details.module.css';

/** Everything a member asks before booking: when (club time), where, with whom, places and queue. */
export function ClassDetails({
  training,
  role,
  now,
  actions: Actions,
}: {
  training: Training;
  role: TimetableRole;
  now: number;
  actions?: ClassActions | undefined;
}) {
  const { t, i18n } = useLingui();
  const tz = training.club.timeZone;
  const state = bookingState(training, now);
  const status = classStatus(training, state, role, 'dialog', now);
  const staff = role === 'trainer' || role === 'admin';
  const date = formatDate(training.startDateTime, tz, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = `${formatTime(training.startDateTime, tz)}–${formatTime(training.endDateTime, tz)}`;

  const { bookedCount: booked, maxPlaces: places } = training;
  const rows: Array<[string, string]> = [
    [t`When`, `${date}, ${time}${tz === deviceTimeZone() ? '' : ` (${tz})`}`],
    [t`Club`, training.club.name],
    [t`Room`, training.room.name],
    [t`Trainer`, training.trainer?.name ?? t`Not set`],
    [
      t`Training type`,
      [i18n._(trainingTypeLabels[training.trainingType]), training.style?.name].filter(Boolean).join(' · '),
    ],
    [t`Places`, staff ? t`${booked} booked of ${places}` : placesLeftText(placesLeft(training))],
  ];
  const ages = ageLimitText(training);
  if (ages) rows.push([t`Age group`, ages]);
  if (training.waitingListAllowed || training.waitingCount > 0)
    rows.push([t`Waiting list`, waitingCountText(training.waitingCount)]);
  if (training.publicComment) rows.push([t`Comment`, training.publicComment]);
  if (staff && training.privateComment) rows.push([t`Private comment`, training.privateComment]);
  if (training.series) rows.push([t`Series`, seriesText(i18n, training.series)]);

  return (
    <div className={styles.root}>
      {status.badge && (
        <div className={styles.badges}>
          <StatusBadge tone={status.badge.tone} text={status.badge.text} role="status" />
        </div>
      )}
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {/* said once: a disabled action below points at it as its reason */}
      {status.note && (
        <p id={classNoteId(training.id)} className={styles.note}>
          {status.note}
        </p>
      )}
      {Actions && (staff || status.offers) && <Actions training={training} state={state} role={role} place="dialog" />}
    </div>
  );
}
