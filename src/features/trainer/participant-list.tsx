import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Participant } from '../../api/contract/trainer.ts';
import { screenState } from '../../state/screen.ts';
import type { PresenceChange } from './presence-queue.ts';
import { PresenceControl } from './presence-control.tsx';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  head: {
    textAlign: 'start',
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  cell: {
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    overflowWrap: 'anywhere',
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
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  name: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  line: { margin: 0, overflowWrap: 'anywhere' },
  empty: { margin: 0 },
});

type Kind = 'booked' | 'waiting';

function usePlaceText(kind: Kind) {
  const { t } = useLingui();
  return (p: Participant) =>
    kind === 'booked' ? String(p.place ?? '') : t`${p.placeInWaitingList ?? ''}. in the waiting list`;
}

/** Booked or waiting participants: a table on wide screens, one card per client on a phone. */
export function ParticipantList({
  kind,
  participants,
  changes,
  canManage,
  empty,
}: {
  kind: Kind;
  participants: readonly Participant[];
  changes: readonly PresenceChange[];
  canManage: boolean;
  empty: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const { isNarrow } = useSnapshot(screenState);
  const placeText = usePlaceText(kind);
  if (participants.length === 0) return <p className={styles.empty}>{empty}</p>;
  const changeOf = (p: Participant) => changes.find((c) => c.registrationId === p.registrationId);
  const statusText = kind === 'booked' ? t`Booked` : t`Waiting list`;

  if (isNarrow) {
    return (
      <ul className={styles.cards}>
        {participants.map((p) => (
          <li key={p.registrationId} className={styles.card}>
            <p className={styles.name}>
              {p.name} · {p.clientNumber}
            </p>
            <p className={styles.line}>
              <a href={`mailto:${p.email}`}>{p.email}</a> · <a href={`tel:${p.phone}`}>{p.phone}</a>
            </p>
            <p className={styles.line}>
              {kind === 'booked' ? t`Place ${placeText(p)}` : placeText(p)} · {statusText}
            </p>
            <PresenceControl participant={p} change={changeOf(p)} canManage={canManage} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            <Trans>Client no.</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>Name</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>E-mail</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>Phone</Trans>
          </th>
          <th className={styles.head} scope="col">
            {kind === 'booked' ? <Trans>Place</Trans> : <Trans>Waiting-list place</Trans>}
          </th>
          <th className={styles.head} scope="col">
            <Trans>Status</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>Presence</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {participants.map((p) => (
          <tr key={p.registrationId}>
            <td className={styles.cell}>{p.clientNumber}</td>
            <th className={styles.cell} scope="row">
              {p.name}
            </th>
            <td className={styles.cell}>
              <a href={`mailto:${p.email}`}>{p.email}</a>
            </td>
            <td className={styles.cell}>
              <a href={`tel:${p.phone}`}>{p.phone}</a>
            </td>
            <td className={styles.cell}>{kind === 'booked' ? placeText(p) : p.placeInWaitingList}</td>
            <td className={styles.cell}>{statusText}</td>
            <td className={styles.cell}>
              <PresenceControl participant={p} change={changeOf(p)} canManage={canManage} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
