import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Training } from '../../../api/contract/schedule.ts';
import { formatTime } from '../../../lib/dates.ts';
import { dayInZone, todayInZone } from '../../../common/calendar.ts';
import { scannerQueries, scannerTimeZone } from './scanner-data.ts';
import { authState } from '../../../state/auth.ts';
import { PresenceControl } from '../presence-control.tsx';
import { usePresenceChanges } from '../presence-sync.ts';
import { trainerQueries, useRegisterByCardMutation } from '../queries.ts';

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  current: { boxShadow: `inset 0 0 0 2px ${tokens.colorBrandStroke1}` },
  title: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0 },
});

/** The class on now, else the next one, else the last one of the day: where a tap at the door most likely belongs. */
function currentClassId(classes: readonly Training[], now: number): number | null {
  const running = classes.find((c) => Date.parse(c.startDateTime) <= now && now < Date.parse(c.endDateTime));
  const next = classes.find((c) => Date.parse(c.startDateTime) > now);
  return (running ?? next ?? classes.at(-1))?.id ?? null;
}

/** The trainer's classes of today (and the class the scanner was opened from), each with what the client can be given there. */
export function TodaysClasses({
  clientId,
  preferredTrainingId,
}: {
  clientId: number;
  preferredTrainingId: number | undefined;
}) {
  const styles = useStyles();
  // The moment the card was shown: which class is "now" does not move while the trainer acts.
  const [now] = useState(() => Date.now());
  const trainerId = useSnapshot(authState).userClaims?.trainerId ?? null;
  // The queries the route's loader started (scanner-data.ts).
  const timeZone = scannerTimeZone(useQuery(scannerQueries.settings()).data);
  const schedule = useQuery(scannerQueries.today(timeZone)).data ?? [];
  const preferred = useQuery({
    ...scannerQueries.training(preferredTrainingId ?? 0),
    enabled: preferredTrainingId !== undefined,
  }).data;

  const own = schedule
    .filter(
      (c) =>
        !c.isCancelled &&
        c.trainer?.id === trainerId &&
        dayInZone(c.startDateTime, c.club.timeZone) === todayInZone(c.club.timeZone),
    )
    .filter((c) => c.id !== preferred?.id);
  const classes = preferred ? [preferred, ...own] : own;
  const current = preferredTrainingId ?? currentClassId(own, now);

  return (
    <section aria-labelledby="todays-classes">
      <h3 id="todays-classes" className={styles.heading}>
        <Trans>Your classes today</Trans>
      </h3>
      {classes.length === 0 ? (
        <p className={styles.note}>
          <Trans>You have no more classes today.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {classes.map((training) => (
            <ClassForClient
              key={training.id}
              training={training}
              clientId={clientId}
              current={training.id === current}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClassForClient({ training, clientId, current }: { training: Training; clientId: number; current: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [participants] = useQueries({ queries: [trainerQueries.participants(training.id)] });
  const changes = usePresenceChanges();
  const register = useRegisterByCardMutation();
  const registration = participants?.data?.find((p) => p.clientId === clientId);
  const time = formatTime(training.startDateTime, training.club.timeZone);

  return (
    <li
      className={current ? `${styles.item} ${styles.current}` : styles.item}
      aria-current={current ? 'true' : undefined}
    >
      <p className={styles.title}>
        {time} {training.name}
      </p>
      {!participants?.data ? (
        <p className={styles.note}>
          <Trans>Loading the participants…</Trans>
        </p>
      ) : registration ? (
        <PresenceControl
          participant={registration}
          change={changes.find((c) => c.registrationId === registration.registrationId)}
          canManage
        />
      ) : (
        <Button
          appearance={current ? 'primary' : 'secondary'}
          disabled={register.isPending}
          aria-label={t`Register for ${training.name} at ${time}`}
          onClick={() => register.mutate({ trainingId: training.id, clientId })}
        >
          <Trans>Register</Trans>
        </Button>
      )}
    </li>
  );
}
