import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { PersonalTraining } from '../../api/contract/statistics.ts';
import { formatClassDay, formatTime, deviceTimeZone } from '../../lib/dates.ts';
import { useIsNarrow } from '../../state/screen.ts';

/**
 * How a trainer changes a session's presence, handed in by the route (a feature never imports
 * another); `onSynced` runs once the server has the change, so the figures are read again.
 */
export type PersonalTrainingPresenceAction = ComponentType<{ training: PersonalTraining; onSynced: () => void }>;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Wraps rather than overflows: the longest word of et, en and lv stays inside a 360 px phone.
  badge: {
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'normal',
    height: 'auto',
    minHeight: '24px',
    fontSize: tokens.fontSizeBase300,
    textAlign: 'center',
  },
  cards: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  when: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  client: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  line: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** Upcoming, or (with no switch to show it) present or not. */
function PresenceBadge({ training, upcoming }: { training: PersonalTraining; upcoming: boolean }) {
  const styles = useStyles();
  if (upcoming) {
    return (
      <Badge appearance="tint" color="brand" className={styles.badge}>
        <Trans context="personal training presence">Upcoming</Trans>
      </Badge>
    );
  }
  return training.presence ? (
    <Badge appearance="tint" color="success" className={styles.badge}>
      <Trans>Present</Trans>
    </Badge>
  ) : (
    <Badge appearance="tint" color="informative" className={styles.badge}>
      <Trans>Not present</Trans>
    </Badge>
  );
}

/** Each session: a card on a phone (nothing to wrap into narrow columns), a table on a wide screen. */
export function PersonalTrainingList({
  trainings,
  now,
  presenceAction: PresenceAction,
  onSynced,
}: {
  trainings: readonly PersonalTraining[];
  now: number;
  presenceAction?: PersonalTrainingPresenceAction | undefined;
  onSynced: () => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const isNarrow = useIsNarrow();
  const tz = deviceTimeZone();
  const when = (training: PersonalTraining) =>
    `${formatClassDay(training.startDateTime, tz)}, ${formatTime(training.startDateTime, tz)}`;
  // A session that has started can be marked; the switch then shows its presence, and no badge repeats it.
  const presence = (training: PersonalTraining) => {
    const upcoming = Date.parse(training.startDateTime) > now;
    return PresenceAction && training.registrationId !== null && !upcoming ? (
      <PresenceAction training={training} onSynced={onSynced} />
    ) : (
      <PresenceBadge training={training} upcoming={upcoming} />
    );
  };
  const key = (training: PersonalTraining) => `${training.trainingId}-${training.clientId ?? 'free'}`;

  if (isNarrow) {
    return (
      <ul className={styles.cards} aria-label={t`Personal trainings`}>
        {trainings.map((training) => (
          <li key={key(training)} className={styles.card}>
            <div className={styles.head}>
              <span className={styles.when}>{when(training)}</span>
            </div>
            <p className={styles.client}>{training.clientName ?? t`No client`}</p>
            <p className={styles.line}>
              {training.name} · {training.clubName}, {training.roomName}
            </p>
            <div>{presence(training)}</div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroll}>
      <Table aria-label={t`Personal trainings`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Time</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Client</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Training</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Club and room</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Presence</Trans>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {trainings.map((training) => (
            <TableRow key={key(training)}>
              <TableCell>{when(training)}</TableCell>
              <TableCell>{training.clientName ?? t`No client`}</TableCell>
              <TableCell>{training.name}</TableCell>
              <TableCell>
                {training.clubName}, {training.roomName}
              </TableCell>
              <TableCell>{presence(training)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
